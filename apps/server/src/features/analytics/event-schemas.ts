import { EVENT_SCHEMAS, SOURCE_ENVIRONMENTS, type EventSchemaName } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import { CONTENT_NOT_JSON, CONTENT_NOT_OBJECT, SOURCE_ENVIRONMENT_MESSAGE, unknownEventName, unknownSchema } from './messages.ts';

/*
 * The newer tracker's events checked at the boundary (platform.md §7 "Events", §8 "Tracker"): the
 * content is a JSON object, its schema one of CommerceShopping, CommerceGatedContent and
 * Performance, its source_environment dev, staging or prod, and its event_name one of the schema's.
 */

/** A checked event's content. */
export interface CheckedEvent {
  schema: EventSchemaName;
  eventName: string;
  content: Record<string, unknown>;
}

const SCHEMA_NAMES = Object.keys(EVENT_SCHEMAS) as EventSchemaName[];

/** Whether `name` is a known schema. */
function isSchema(name: string): name is EventSchemaName {
  return Object.hasOwn(EVENT_SCHEMAS, name);
}

/**
 * Checks an event against its schema.
 * @throws AppError INVALID with the reason (the spec's message for a bad source environment)
 */
export function checkEvent(schemaName: string, eventContent: string): CheckedEvent {
  if (!isSchema(schemaName)) throw new AppError('INVALID', unknownSchema(schemaName, SCHEMA_NAMES));
  let content: unknown;
  try {
    content = JSON.parse(eventContent);
  } catch {
    throw new AppError('INVALID', CONTENT_NOT_JSON);
  }
  if (typeof content !== 'object' || content === null || Array.isArray(content)) throw new AppError('INVALID', CONTENT_NOT_OBJECT);
  const record = content as Record<string, unknown>;
  if (!(SOURCE_ENVIRONMENTS as readonly unknown[]).includes(record.source_environment)) throw new AppError('INVALID', SOURCE_ENVIRONMENT_MESSAGE);
  const names: readonly string[] = EVENT_SCHEMAS[schemaName];
  if (typeof record.event_name !== 'string' || !names.includes(record.event_name)) throw new AppError('INVALID', unknownEventName(schemaName, names));
  return { schema: schemaName, eventName: record.event_name, content: record };
}
