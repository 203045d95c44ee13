import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getHeaderFooter, saveHeaderFooter } from './header-footer-repository.ts';

import { FOOTER_LINK_URL, HEADER_FOOTER_LIMITS as LIMITS } from './header-footer.ts';
import { notAnObject } from '../../infra/http/not-an-object.ts';
import { ownerWebsite } from '../owner/index.ts';

/*
 * The site header and footer (platform.md §3, §7). Unknown keys are refused, so a misspelt field
 * is an error rather than a silent no-op; omitted fields take their defaults.
 */

const header = z.strictObject(
  {
    announcement: z.string({ error: 'Announcement must be text.' }).trim().max(LIMITS.announcement, `Announcement must be at most ${LIMITS.announcement} characters.`).default(''),
    showCart: z.boolean({ error: 'ShowCart must be true or false.' }).default(true),
  },
  notAnObject('Header must be an object.'),
);

const link = z.strictObject(
  {
    label: z.string({ error: 'Label is required.' }).trim().min(1, 'Label is required.').max(LIMITS.linkLabel, `Label must be at most ${LIMITS.linkLabel} characters.`),
    url: z
      .string({ error: 'Url is required.' })
      .trim()
      .min(1, 'Url is required.')
      .max(LIMITS.url, `Url must be at most ${LIMITS.url} characters.`)
      .regex(FOOTER_LINK_URL, 'Url must be a site path (/about), an http(s) address, or a mailto: or tel: link.'),
  },
  notAnObject('Each footer link must be an object with label and url.'),
);

const footer = z.strictObject(
  {
    text: z.string({ error: 'Text must be text.' }).trim().max(LIMITS.footerText, `Text must be at most ${LIMITS.footerText} characters.`).default(''),
    links: z.array(link, { error: 'Links must be a list.' }).max(LIMITS.links, `Links: at most ${LIMITS.links} footer links.`).default([]),
  },
  notAnObject('Footer must be an object.'),
);

const body = z.object({ header, footer }, { error: 'The body must be a JSON object with header and footer.' });

/** `GET /api/site-header-footer` → `{ header, footer }`; `PUT` with `{ header, footer }` saves and answers them. */
export function registerHeaderFooterRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/api/site-header-footer', { config: { access: 'content:read' } }, async (request) => {
    const website = await ownerWebsite(db, request);
    return getHeaderFooter(db, website.id);
  });

  app.put('/api/site-header-footer', { config: { access: 'content:write' } }, async (request) => {
    const website = await ownerWebsite(db, request);
    return saveHeaderFooter(db, website.id, body.parse(request.body), now());
  });
}
