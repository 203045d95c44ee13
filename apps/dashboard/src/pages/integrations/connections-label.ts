import { INTEGRATIONS_MESSAGES } from '@plinth/api';

/**
 * The automation connector's state (platform.md §2, §4): "Awaiting Connection" until a webhook has
 * delivered once, then the count of connections made.
 * @example connectionsLabel(0) // 'Awaiting Connection'; connectionsLabel(2) // '2 connections made'
 */
export function connectionsLabel(connections: number): string {
  if (connections === 0) return INTEGRATIONS_MESSAGES.awaiting;
  return `${connections} ${connections === 1 ? 'connection' : 'connections'} made`;
}
