import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/* The outbox feature's routes (apps/server/src/features/outbox): every e-mail the site sent or kept (docs/owner-api.md "Outbox"). */

/** A message of the outbox as listed (no bodies). */
export const outboxMessage = z.object({
  id: z.string(),
  websiteId: z.string(),
  kind: z.enum(['order', 'restock', 'form', 'gift-card', 'other']),
  to: z.string(),
  subject: z.string(),
  /** 'outbox': kept (no SMTP, or not sent yet); 'sent'; 'failed' with the error. */
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
});

/** A message with its bodies. */
export const outboxMessageDetail = outboxMessage.extend({ text: z.string(), html: z.string().nullable() });

/** GET /api/owner/outbox. */
export const listOutboxMessages = defineRoute({
  method: 'GET',
  path: '/api/owner/outbox',
  tag: 'outbox',
  access: 'outbox:read',
  summary: "The site's e-mails, newest first, a page at a time, without their bodies",
  query: z.object({ cursor: cursorQuery, limit: limitQuery }),
  response: z.object({ messages: z.array(outboxMessage), nextCursor: z.string().nullable() }),
});

/** GET /api/owner/outbox/:id. */
export const getOutboxMessage = defineRoute({
  method: 'GET',
  path: '/api/owner/outbox/:id',
  tag: 'outbox',
  access: 'outbox:read',
  summary: 'One e-mail with its text and HTML bodies',
  params: idParams,
  response: z.object({ message: outboxMessageDetail }),
});

/** The outbox feature's routes. */
export const outboxRoutes: readonly ApiRoute[] = [listOutboxMessages, getOutboxMessage];
