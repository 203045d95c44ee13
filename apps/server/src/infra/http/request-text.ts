import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDERING } from '@plinth/platform';
import { AppError } from '../errors/app-error.ts';

/*
 * Text at the API's boundary, made what the databases can store as it was sent. A NUL character
 * (U+0000) is refused: no text a visitor or owner means holds one, PostgreSQL can neither store nor
 * compare it (a 500 deep in a service) and SQLite would keep it. A lone surrogate (half of an emoji,
 * as a client's `slice()` may leave) becomes U+FFFD, as both databases would store it anyway: the
 * service then compares and checks the text that will be stored (a rename to a name that exists
 * only as stored text was a unique-key 500).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes free text that may hold any character and cleans it itself (site search: a
     * query pasted with a NUL in it still finds what it can): a NUL is let through, lone surrogates
     * are still mended.
     */
    freeText?: boolean;
  }
}

/** A value met on the walk, and how it was reached (the path is spelt out only when needed). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | undefined;
}

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** A JSON object, or the router's params or the parsed query (objects whose prototype has none). */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Mends the lone surrogates of every string in a JSON value in place, and answers where a NUL
 * character is (`items.0.name`; '' for the value itself), or undefined. Walks with its own stack, not
 * by recursion: arrays nested 20,000 deep are to refuse, not to overflow the call stack on. A Buffer
 * or a stream is not text and is not walked. Returns the mended root (a string root is replaced).
 */
function mendText(root: unknown, allowNul: boolean): { value: unknown; nulAt: string | undefined } {
  const top: Step = { value: root, key: '', parent: undefined };
  const stack: Step[] = [top];
  while (stack.length) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === 'string') {
      if (!allowNul && value.includes('\u0000')) return { value: top.value, nulAt: pathOf(step) };
      if (!value.isWellFormed()) {
        step.value = value.toWellFormed();
        if (step.parent) (step.parent.value as Record<string, unknown>)[step.key] = step.value;
      }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: step });
    } else if (value && typeof value === 'object' && isPlain(value)) {
      for (const [key, item] of Object.entries(value).reverse()) {
        const child = { value: item, key, parent: step };
        if (!allowNul && key.includes('\u0000')) return { value: top.value, nulAt: pathOf(child) };
        stack.push(child);
      }
    }
  }
  return { value: top.value, nulAt: undefined };
}

/**
 * Mends the request's path params, query and JSON body (see above) and throws 400
 * '<field>: must not contain a NUL character.' when one holds a NUL (unless `allowNul`).
 */
export function mendRequestText(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>, allowNul = false): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const { value, nulAt } = mendText(request[part], allowNul);
    if (nulAt !== undefined) throw new AppError('INVALID', nulAt ? `${nulAt}: must not contain a NUL character.` : 'The request must not contain a NUL character.');
    if (value !== request[part]) (request as Record<typeof part, unknown>)[part] = value;
  }
}

/**
 * A parsed query cut to its first `RENDERING.queryStringMaxKeys` (1000) key-value pairs, as
 * platform.md §9 "Query-string parse allows 1000 keys by default": a repeated key counts once per
 * value. The same object when it is within the limit.
 * @example capQueryKeys({ a: ['1', '2'], b: '3' }, 2) // { a: ['1', '2'] }
 */
export function capQueryKeys(query: unknown, max: number = RENDERING.queryStringMaxKeys): unknown {
  if (!query || typeof query !== 'object') return query;
  const entries = Object.entries(query);
  let pairs = 0;
  for (const [, value] of entries) pairs += Array.isArray(value) ? value.length : 1;
  if (pairs <= max) return query;
  const capped: Record<string, unknown> = Object.create(null);
  let left = max;
  for (const [key, value] of entries) {
    if (left === 0) break;
    if (Array.isArray(value)) {
      capped[key] = value.length <= left ? value : value.slice(0, left);
      left -= Math.min(value.length, left);
    } else {
      capped[key] = value;
      left -= 1;
    }
  }
  return capped;
}

/**
 * Puts {@link mendRequestText} in front of every API route (pages answer their own 404s); see
 * `freeText`. Every request's query is cut to 1000 pairs first ({@link capQueryKeys}).
 */
export function guardRequestText(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const capped = capQueryKeys(request.query);
    if (capped !== request.query) request.query = capped;
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/')) mendRequestText(request, request.routeOptions.config.freeText === true);
  });
}
