import type { Permission } from '@plinth/platform';
import type { z } from 'zod';

/** What a route answers with on success. */
export type ResponseType = 'json' | 'html' | 'csv' | 'empty';

/** What a multipart/form-data request body carries. */
export interface MultipartBody {
  /** The name of the file parts (`file`). */
  fileField: string;
  /** How many file parts it takes (at least one). */
  maxFiles: number;
  /** Its text fields beside the files, if any. */
  fields?: z.ZodType;
}

/**
 * One HTTP route of the contract: its method and path, who may call it, and the zod schemas of its
 * input and its answer. The server parses requests with these schemas, the storefront and the
 * dashboard type their calls with them, and the OpenAPI document is generated from them.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path in Fastify's form (`/api/owner/orders/:id`). */
  path: string;
  /** One line for the API document. */
  summary: string;
  /** The feature that serves it (the OpenAPI tag). */
  tag: string;
  /**
   * An owner permission, `'site-user'` for a signed-in customer's route (401 without a session, 403
   * without the X-SiteUser-XSRF-Token on writes), or `'public'` for a visitor route.
   */
  access: Permission | 'site-user' | 'public';
  /** `'bearer'`: the caller sends an API key as `Authorization: Bearer <key>` (the public API, docs/public-api.md). */
  auth?: 'bearer';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body (an upload), read by the handler as a stream rather than parsed by
   * the server's mount: the name of its file parts, how many it takes, and its text fields.
   */
  multipart?: MultipartBody;
  /** The success answer's body (for `json`); omit for `html`, `csv` and `empty`. */
  response?: z.ZodType;
  /** @default 'json' */
  responseType?: ResponseType;
  /** The success status. @default 200 */
  status?: number;
  /** How errors read: `{ error: { code, message } }` (default) or `{ error: 'text' }` (forms). */
  errorBody?: 'object' | 'text';
  /**
   * Error statuses the route answers beyond those the API document derives from its access, input
   * and feature (packages/api/src/openapi/error-answers.ts).
   */
  errors?: readonly number[];
}

/**
 * Declares a route of the contract; the generic keeps each schema's own type, so callers can infer
 * request and answer types (`z.infer<typeof route.body>`).
 * @example export const getCart = defineRoute({ method: 'GET', path: '/api/commerce/shopping-cart', tag: 'cart', access: 'public', summary: 'The visitor's cart', response: shoppingCart });
 */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}
