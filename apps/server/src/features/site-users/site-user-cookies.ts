import type { FastifyReply } from 'fastify';
import { clearSessionCookies } from '../identity/index.ts';

/** Clears the customer's session cookie and `SiteUserInfo` (sign-out, a deleted account). */
export function clearSiteUserCookies(reply: FastifyReply): void {
  clearSessionCookies(reply, 'customer');
}
