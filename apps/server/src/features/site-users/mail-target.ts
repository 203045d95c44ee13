import type { FastifyRequest } from 'fastify';
import { requestOrigin, siteOf } from '../site/index.ts';
import type { AccountMailTarget } from './account-mail.ts';

/** An account e-mail of this request's site, its links on the host the visitor used. */
export function mailTargetOf(request: FastifyRequest, to: string): AccountMailTarget {
  const site = siteOf(request);
  return { websiteId: site.id, siteName: site.name, origin: requestOrigin(request), to };
}

/**
 * Lets an e-mail go without holding the answer. The routes that answer alike for a known and an
 * unknown address use it: waiting for an SMTP server only when there is an account to write to would
 * tell, by the answer's delay, who is a customer. A failure is logged (delivery failures are already
 * kept in the outbox by the mailer).
 */
export function sendInBackground(request: FastifyRequest, sending: Promise<void>): void {
  sending.catch((error: unknown) => request.log.error({ error }, 'an account e-mail could not be sent'));
}
