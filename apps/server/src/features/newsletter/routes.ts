import { confirmNewsletter, getMailingList, unsubscribeNewsletter } from '@plinth/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { siteOf } from '../site/index.ts';
import { linkPage } from './link-page.ts';
import { CONFIRM_PAGE, LINK_NOT_VALID, UNSUBSCRIBE_PAGE } from './messages.ts';
import { listMailingList } from './repository.ts';
import { confirmSignUp, unsubscribe } from './service.ts';

/*
 * The newsletter links opened from e-mails (docs/forms-api.md "Newsletter"): confirm a double opt-in
 * sign-up, and unsubscribe. Both answer a plain HTML page, never JSON: a browser opens them, so a
 * link that does nothing is a 404 page rather than an error body. And the owner's mailing list.
 */

/** Path of the double opt-in link. */
export const NEWSLETTER_CONFIRM_PATH = confirmNewsletter.path;
/** Path of the unsubscribe link in every newsletter e-mail. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = unsubscribeNewsletter.path;

/** Sends a link's page (not cached, not indexed). */
function sendPage(reply: FastifyReply, found: boolean, title: string, text: string): FastifyReply {
  return reply
    .code(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(linkPage(title, text));
}

/** Registers the confirm and unsubscribe links and `GET /api/owner/mailing-list`. */
export function registerNewsletterRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, confirmNewsletter, async ({ query: { token }, request, reply }) => {
    const website = siteOf(request);
    const entry = token ? await confirmSignUp(db, website.id, token, now()) : null;
    if (!entry) return sendPage(reply, false, LINK_NOT_VALID, CONFIRM_PAGE.unknown);
    return sendPage(reply, true, CONFIRM_PAGE.doneTitle, CONFIRM_PAGE.done(entry.email, website.name));
  });

  mount(app, unsubscribeNewsletter, async ({ query: { token }, request, reply }) => {
    const website = siteOf(request);
    const entry = token ? await unsubscribe(db, website.id, token, now()) : null;
    if (!entry) return sendPage(reply, false, LINK_NOT_VALID, UNSUBSCRIBE_PAGE.unknown);
    return sendPage(reply, true, UNSUBSCRIBE_PAGE.doneTitle, UNSUBSCRIBE_PAGE.done(entry.email, website.name));
  });

  mount(app, getMailingList, ({ query, request }) => listMailingList(db, ownerContributor(request).websiteId, query));
}
