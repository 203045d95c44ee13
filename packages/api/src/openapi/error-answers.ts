import type { ApiRoute } from '../api-route.ts';
import { ERROR_CODES } from './error-codes.ts';
import { isOwnerAccess, isWrite, securityOf } from './security.ts';

/*
 * Each operation's error answers, derived from what the route is: 400 where it parses input, 401 and
 * 403 where someone must be signed in (or a crumb or key is needed), 404 where a path names a thing,
 * and 409, 429, 503, 402 for the features whose services answer them. A route adds others with its
 * contract's `errors`.
 */

type JsonObject = Record<string, unknown>;

/** `{ error: { code, message } }`, the error answer of every route but the forms routes. */
export const ERROR_SCHEMA: JsonObject = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: [...ERROR_CODES], description: 'What went wrong, for programs: branch on this.' },
        message: { type: 'string', description: 'What went wrong, in words to show as they are.' },
      },
    },
    crumbFail: { type: 'boolean', const: true, description: 'On a 403 for a missing or different crumb: reload the crumb and try again.' },
  },
};

/** `{ error: 'text' }`: the forms routes' error answer, as the specification has it. */
export const TEXT_ERROR_SCHEMA: JsonObject = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string', description: 'What went wrong, in words to show as they are.' } },
};

/** The features (tags) whose writes can clash with the current state (sold out, duplicate, already done). */
const CONFLICT_TAGS = new Set(['account', 'cart', 'catalog', 'checkout', 'editor', 'events', 'experiments', 'integrations', 'media', 'member-areas', 'owner', 'public-api', 'recordings', 'restock', 'site-users', 'stores', 'styles', 'taxonomy']);
/** The features whose visitor calls are counted and refused past a limit. */
const RATE_LIMITED_TAGS = new Set(['account', 'analytics', 'captcha', 'cart', 'comments', 'forms', 'maps', 'owner', 'page-types', 'performance', 'recordings', 'restock', 'site-users']);
/** The features that wait on another service (payment provider, captcha, mail list, maps). */
const UNAVAILABLE_TAGS = new Set(['checkout', 'comments', 'forms', 'integrations', 'maps', 'restock']);

/** The error statuses `route` can answer, in order (any route can fail with a 500). */
export function errorStatusesOf(route: ApiRoute): number[] {
  const write = isWrite(route);
  const owner = isOwnerAccess(route.access);
  const guarded = securityOf(route).some((way) => Object.keys(way).length > 0);
  const statuses = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body || write) statuses.add(400);
  if (owner || route.access === 'site-user' || route.auth === 'bearer') statuses.add(401);
  if (owner || route.auth === 'bearer' || (guarded && write)) statuses.add(403);
  if (route.params) statuses.add(404);
  if (write && CONFLICT_TAGS.has(route.tag)) statuses.add(409);
  if (route.auth === 'bearer' || (RATE_LIMITED_TAGS.has(route.tag) && !owner && (write || route.tag === 'maps' || route.tag === 'captcha'))) statuses.add(429);
  if (UNAVAILABLE_TAGS.has(route.tag) && (write || route.tag === 'maps')) statuses.add(503);
  if (route.tag === 'checkout' && write && /\/(pay|purchase)$/.test(route.path)) statuses.add(402);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** Each error status's reusable answer: its name in `components.responses` and what it means. */
const ANSWERS: Readonly<Record<number, { name: string; description: string }>> = {
  400: { name: 'Invalid', description: 'INVALID: the input breaks a rule (the message names the field), or the body is not the declared JSON.' },
  401: { name: 'Unauthenticated', description: 'UNAUTHENTICATED: no signed-in owner or customer, or no valid API key.' },
  402: { name: 'PaymentDeclined', description: 'PAYMENT_DECLINED: the payment provider declined the charge.' },
  403: { name: 'Forbidden', description: 'FORBIDDEN: the role or the key does not allow it, or the crumb or XSRF token is missing or different (then `crumbFail: true`).' },
  404: { name: 'NotFound', description: 'NOT_FOUND: the thing the path names does not exist on this site.' },
  409: { name: 'Conflict', description: 'CONFLICT: the request clashes with the current state (sold out, duplicate, already done).' },
  413: { name: 'PayloadTooLarge', description: 'PAYLOAD_TOO_LARGE: the body is over the route’s limit.' },
  429: { name: 'RateLimited', description: 'RATE_LIMITED: too many calls; Retry-After says when to try again.' },
  500: { name: 'Internal', description: 'INTERNAL: a fault of the server, logged; the message says nothing of it.' },
  503: { name: 'Unavailable', description: 'UNAVAILABLE: a service the route waits on (payment provider, captcha, mail list, maps) is not answering.' },
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds until a retry can succeed.', schema: { type: 'integer', minimum: 1 } } };

/** The name of a status's answer in `components.responses` for the route's error shape. */
export function answerName(status: number, shape: 'object' | 'text'): string {
  const name = ANSWERS[status]?.name ?? `Status${status}`;
  return shape === 'text' ? `${name}Text` : name;
}

/**
 * The reusable answer of `status` in `shape`: the text shape's 403 may also be the crumb refusal,
 * which reads the same on every route.
 */
export function errorAnswer(status: number, shape: 'object' | 'text'): JsonObject {
  const object = { $ref: '#/components/schemas/Error' };
  const text = { $ref: '#/components/schemas/TextError' };
  const schema = shape === 'object' ? object : status === 403 ? { anyOf: [text, object] } : text;
  const answer: JsonObject = { description: ANSWERS[status]?.description ?? `Refused with ${status}.`, content: { 'application/json': { schema } } };
  if (status === 429) answer.headers = RETRY_AFTER;
  return answer;
}
