import type { FastifyReply, FastifyRequest } from 'fastify';

/* The cookie of the owner's trusted device (device-trust.ts): httpOnly, SameSite=Strict, sent only to the sign-in routes. */

/** The cookie's name. */
export const OWNER_DEVICE_COOKIE = 'plinth_owner_device';
/** Sent only to the owner's session routes. */
const COOKIE_PATH = '/api/owner/session';
/** How long a device stays trusted without a sign-in: 180 days (each sign-in renews it). */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The device cookie the request carries. */
export function requestDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[OWNER_DEVICE_COOKIE];
}

/** Sets (or renews) the device cookie. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(OWNER_DEVICE_COOKIE, value, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: MAX_AGE_SECONDS });
}
