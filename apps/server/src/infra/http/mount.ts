import type { ApiRoute } from '@plinth/api';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

/*
 * The contract mounted: a route of @plinth/api (method, path, access, schemas, success status) is
 * registered from its declaration, so a handler never restates them. The handler gets its input parsed
 * with the route's schemas (a zod failure is a 400 with a readable sentence, from the one error
 * handler) and returns the answer's data; the success status is the route's.
 */

/** What a schema of the route parses to; `undefined` when the route declares none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * `T` without the `[key: string]: unknown` of a loose object (`z.looseObject`): such an object allows
 * keys beyond its own without asking for them, so an interface of the server (which has no index
 * signature) may answer it.
 */
type WithoutLooseKeys<T> = T extends readonly (infer E)[]
  ? WithoutLooseKeys<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: WithoutLooseKeys<T[K]> }
    : T;

/** The data a JSON route answers with (its `response` schema's input), else anything the handler sends. */
export type RouteAnswer<R extends ApiRoute> = R['response'] extends z.ZodType ? WithoutLooseKeys<z.input<R['response']>> : unknown;

/** What a mounted handler receives: the parsed request parts, and the request and reply for cookies and headers. */
export interface RouteInput<R extends ApiRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A mounted route's handler: returns the answer's data (or the reply, when it sent something of its
 * own: a stream, a redirect, a file).
 */
export type RouteHandler<R extends ApiRoute> = (input: RouteInput<R>) => Promise<RouteAnswer<R> | FastifyReply> | RouteAnswer<R> | FastifyReply;

/** What a route adds to its declaration on the server: how its site is looked up, pre-handlers, limits. */
export interface MountOptions {
  /** Route config beside `access` and `errorBody` (which come from the contract): `website`, `freeText`… */
  config?: Omit<FastifyContextConfig, 'access' | 'errorBody'>;
  preHandler?: RouteShorthandOptions['preHandler'];
  onRequest?: RouteShorthandOptions['onRequest'];
  bodyLimit?: number;
  /**
   * Which request parts the handler parses itself, with a reason (a multipart upload streamed from
   * the request, a limiter that must count a malformed call before refusing it).
   */
  parseItself?: readonly ('params' | 'query' | 'body')[];
}

/**
 * Registers `route` on `app` from its contract.
 * @example mount(app, getOwnerOrder, ({ params, request }) => ({ order: ownerOrder(db, ownerContributor(request).websiteId, params.id) }))
 */
export function mount<const R extends ApiRoute>(app: FastifyInstance, route: R, handler: RouteHandler<R>, options: MountOptions = {}): void {
  const { config, parseItself = [], ...shorthand } = options;
  const status = route.status ?? (route.responseType === 'empty' ? 204 : 200);
  const parse = (part: 'params' | 'query' | 'body', value: unknown): unknown => {
    const schema = route[part];
    return schema && !parseItself.includes(part) ? schema.parse(value) : value;
  };
  app.route({
    method: route.method,
    url: route.path,
    ...shorthand,
    config: { ...config, access: route.access, ...(route.errorBody ? { errorBody: route.errorBody } : {}) },
    handler: async (request, reply) => {
      const input = {
        params: parse('params', request.params),
        query: parse('query', request.query),
        body: parse('body', request.body),
        request,
        reply,
      } as RouteInput<R>;
      reply.code(status);
      const answer = await handler(input);
      if (answer === reply) return reply;
      if (answer === undefined && status === 204) return reply.send();
      return answer;
    },
  });
}
