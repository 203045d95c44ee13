import { errorCodeOfStatus, type ErrorCode } from '@plinth/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type AppErrorCode } from './app-error.ts';
import { describeZodError } from './describe-zod-error.ts';

/** The one place that knows which HTTP status each {@link AppErrorCode} is. */
export const STATUS_OF: Readonly<Record<AppErrorCode, number>> = Object.freeze({
  INVALID: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
});

/**
 * Body of a JSON error answer on every route but the forms routes: the machine-readable code beside
 * the message a person reads.
 * @example errorBody('NOT_FOUND', 'Not found.') // { error: { code: 'NOT_FOUND', message: 'Not found.' } }
 */
export function errorBody(code: ErrorCode, message: string): { error: { code: ErrorCode; message: string } } {
  return { error: { code, message } };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route's errors read: `'object'` (default) `{ error: { code, message } }`; `'text'`
     * `{ error: 'text' }`, as the spec's forms routes answer.
     */
    errorBody?: 'object' | 'text';
  }
}

/**
 * Sends an error answer in the route's declared shape, with any extra fields of the error. A domain
 * code (AppErrorCode) goes on the wire as it is: it is one of `@plinth/api`'s ERROR_CODES.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: Readonly<Record<string, unknown>>): FastifyReply {
  const shape = request.routeOptions.config?.errorBody ?? 'object';
  const body = shape === 'text' ? { error: message } : errorBody(code, message);
  return reply.code(status).send(details ? { ...details, ...body } : body);
}

/**
 * Maps every failure to a JSON answer: an {@link AppError} to its code's status, code and message
 * (with Retry-After, or the error's own body, when it names them), a zod failure to 400 `INVALID`
 * with a readable sentence, Fastify's own 4xx (a malformed body, a body too large) with their status
 * and its code (`errorCodeOfStatus`: 413 `PAYLOAD_TOO_LARGE`…), and anything else to a logged 500
 * `INTERNAL` 'Something went wrong.'.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      if (error.body) return reply.code(STATUS_OF[error.code]).send(error.body);
      return sendError(request, reply, STATUS_OF[error.code], error.code, error.message, error.details);
    }
    if (error instanceof ZodError) return sendError(request, reply, 400, 'INVALID', describeZodError(error));
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return sendError(request, reply, 500, 'INTERNAL', 'Something went wrong.');
    }
    return sendError(request, reply, status, errorCodeOfStatus(status), error.message);
  });
}
