import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** The visitor session cookie. Readable by scripts: islands echo it in X-CSRF-Token. */
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';

const CRUMB_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new random crumb. */
export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

/** The crumb the request carries, if well-formed. */
export function requestCrumb(request: FastifyRequest): string | undefined {
  const value = request.cookies[CRUMB_COOKIE];
  return value && CRUMB_PATTERN.test(value) ? value : undefined;
}

/** Sets a crumb cookie on the reply unless the request already has one. */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const existing = requestCrumb(request);
  if (existing) return existing;
  const crumb = newCrumb();
  reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https' });
  return crumb;
}

/**
 * Double-submit check for state-changing visitor calls: the X-CSRF-Token
 * header must equal the crumb cookie. Refuses with 403 and `crumbFail` otherwise,
 * so the client can tell a session problem from other refusals.
 */
export async function requireCrumb(request: FastifyRequest): Promise<void> {
  const cookie = requestCrumb(request);
  const header = request.headers[CRUMB_HEADER];
  if (!cookie || typeof header !== 'string' || header !== cookie) {
    const message = cookie ? 'The session token is missing or does not match.' : 'No session cookie was sent.';
    // The same body on every route (the forms routes too): the clients look for `crumbFail`.
    throw new AppError('FORBIDDEN', message, undefined, { body: { crumbFail: true, error: { code: 'FORBIDDEN', message } } });
  }
}
