import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** A refusal with an HTTP status and a message for the visitor. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** Body of every JSON error answer. */
export function errorBody(message: string): { error: { message: string } } {
  return { error: { message } };
}

/**
 * Describes a zod failure in one readable sentence for the visitor. A message
 * that already names its field ('Quantity must be a whole number') is shown as
 * is; 'is required' reads 'itemId is required'; others get a 'field: ' prefix.
 */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      if (!issue.path.length) return issue.message;
      const field = issue.path.join('.');
      const last = String(issue.path[issue.path.length - 1]).toLowerCase();
      if (issue.message.toLowerCase().startsWith(last)) return issue.message;
      return issue.message.startsWith('is ') ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Maps every failure to a JSON answer: a 4xx with a clear message for bad
 * input, a 500 (logged) only for real faults.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.code(400).send(errorBody(describeZodError(error)));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send(errorBody('Something went wrong.'));
    }
    return reply.code(status).send(errorBody(error.message));
  });
}
