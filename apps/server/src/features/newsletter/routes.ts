import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { confirmSignUp, unsubscribe } from './mailing-list-repository.ts';
import { escapeHtml } from '../../infra/escape-html.ts';
import { siteOf } from '../site/index.ts';

/*
 * The newsletter links opened from e-mails (docs/forms-api.md "Newsletter"): confirm a double opt-in
 * sign-up, and unsubscribe. Both answer a plain HTML page, never JSON: a browser opens them.
 */

/** Path of the double opt-in link. */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
/** Path of the unsubscribe link in every newsletter e-mail. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** `?token=`: tokens are 32 base64url characters; anything else reads as no token. */
const tokenQuery = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) }).catch({ token: undefined });

/**
 * The absolute confirm and unsubscribe links for an e-mailed token, on the host the visitor used.
 * @example newsletterLinks(request, token).unsubscribeUrl // 'https://shop.example/api/newsletter/unsubscribe?token=…'
 */
export function newsletterLinks(request: FastifyRequest, token: string): { confirmUrl: string; unsubscribeUrl: string } {
  const origin = `${request.protocol}://${request.host}`;
  const query = `?token=${encodeURIComponent(token)}`;
  return { confirmUrl: `${origin}${NEWSLETTER_CONFIRM_PATH}${query}`, unsubscribeUrl: `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}${query}` };
}

/** A small HTML page for a link opened from an e-mail (not cached, not indexed). */
function htmlPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Continue to the site</a></p></body></html>`,
    );
}

/** Registers `GET /api/newsletter/confirm?token=` and `GET /api/newsletter/unsubscribe?token=`. */
export function registerNewsletterRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(NEWSLETTER_CONFIRM_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const { token } = tokenQuery.parse(request.query);
    const entry = token ? await confirmSignUp(db, website.id, token, now()) : null;
    if (!entry) return htmlPage(reply, 404, 'Link not valid', 'This confirmation link is not valid or has expired. Sign up again to get a new one.');
    return htmlPage(reply, 200, 'Subscribed', `Thank you: ${entry.email} will receive news from ${website.name}.`);
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const website = siteOf(request);
    const { token } = tokenQuery.parse(request.query);
    const entry = token ? await unsubscribe(db, website.id, token, now()) : null;
    if (!entry) return htmlPage(reply, 404, 'Link not valid', 'This unsubscribe link is not valid. Use the link in the latest e-mail you received.');
    return htmlPage(reply, 200, 'Unsubscribed', `${entry.email} will no longer receive news from ${website.name}.`);
  });
}
