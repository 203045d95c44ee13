/** How the panel names the scopes of platform.md §3's API access flags. */
import type { ApiKeyArea, ApiKeyScope } from '@plinth/api';
import { AREAS } from './key-rules.ts';

/** Each area's name in the panel. */
export const AREA_LABELS: Readonly<Record<ApiKeyArea, string>> = {
  orders: 'Orders',
  inventory: 'Inventory',
  products: 'Products',
  transactions: 'Transactions',
  profiles: 'Customer profiles',
  forms: 'Form submissions',
};

/** A scope in words: "Orders (read)", "Inventory (read and adjust stock)". */
export function scopeLabel(scope: ApiKeyScope): string {
  const [area, access] = scope.split(':') as [ApiKeyArea, 'read' | 'write'];
  return `${AREA_LABELS[area]} (${access === 'write' ? 'adjust stock' : 'read'})`;
}

/** The scopes of a key as one line: "Orders, Inventory (adjust stock)". */
export function scopesSummary(scopes: readonly ApiKeyScope[]): string {
  return AREAS.flatMap((area) => {
    const read = scopes.includes(`${area}:read` as ApiKeyScope);
    const write = scopes.includes(`${area}:write` as ApiKeyScope);
    if (read && write) return [`${AREA_LABELS[area]} (read, adjust stock)`];
    if (write) return [`${AREA_LABELS[area]} (adjust stock)`];
    return read ? [AREA_LABELS[area]] : [];
  }).join(', ');
}
