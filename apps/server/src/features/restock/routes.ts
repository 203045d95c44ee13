import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidEmail } from '@plinth/forms';
import type { AppDeps } from '../../infra/app-deps.ts';
import { listRestockGroups, listRestockSignups, removeSignupByTokenHash } from './signups-repository.ts';
import { ownerContributor } from '../owner/index.ts';
import { cursorQuery } from '../owner/index.ts';
import { checkRestockCaptcha } from './captcha-check.ts';
import { findRestockItem } from './restock-item.ts';
import { sendRestockNotices, hashUnsubscribeToken, type SendOutcome } from './send-notices.ts';
import { signUpForRestock } from './sign-up.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { rateLimit, type RateLimitRule } from '../../infra/rate-limit/rate-limit.ts';
import { requestOrigin, siteOf } from '../site/index.ts';

/*
 * Back-in-stock notices (storefront.md §3, §7; issue 7): visitors sign up on a sold-out variant; owners
 * list the waiting sign-ups per variant and send the e-mails; each e-mail's link removes its sign-up.
 */

const BASE = '/api/site-users/account/notifications/restock';

/** storefront.md §5 (the server checks what the widget checks). */
export const EMAIL_BLANK = 'Email cannot be blank';
export const EMAIL_INVALID = 'Email is invalid';

/** Sign-ups per visitor (crumb, else address): enough for typos, too few to flood anyone's inbox. */
export const SIGN_UP_LIMIT: RateLimitRule = { name: 'restock-sign-up', limit: 10, windowMs: 60_000 };

const id = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);

const signUpBody = z.object({
  productId: id('productId'),
  variantId: id('variantId'),
  // Checked by restockEmail: its messages must reach the visitor word for word, without a field prefix.
  siteVisitorEmail: z.unknown().optional(),
  isJoinMailingList: z.boolean({ error: 'isJoinMailingList must be true or false' }).default(false),
  captchaToken: z.string().max(20_000, 'captchaToken is too long').optional(),
});

/**
 * The sign-up's address, trimmed.
 * @throws AppError INVALID 'Email cannot be blank' or 'Email is invalid'
 */
export function restockEmail(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new AppError('INVALID', EMAIL_BLANK);
  if (!isValidEmail(text)) throw new AppError('INVALID', EMAIL_INVALID);
  return text;
}

/** Page size of the owner lists: 1 to 100, default 50. */
const limit = z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(100, 'limit must be at most 100.').default(50);
const groupsQuery = z.object({ cursor: cursorQuery, limit });
const signUpsQuery = z.object({ productId: id('productId'), variantId: id('variantId'), cursor: cursorQuery, limit });
const sendBody = z.object({ productId: id('productId'), variantId: id('variantId'), limitToStock: z.boolean().optional() });
const sendAllBody = z.object({
  sendRequests: z.array(sendBody, { error: 'sendRequests is required' }).min(1, 'sendRequests is empty').max(100, 'sendRequests holds at most 100 requests'),
  limitToStock: z.boolean().optional(),
});
const unsubscribeQuery = z.object({ token: z.string().max(200).optional() });

/** Registers the visitor sign-up, the owner lists and sends, and the unsubscribe page. */
export function registerRestockRoutes(app: FastifyInstance, context: AppDeps): void {
  const { db } = context;
  const read = { config: { access: 'restock:read' } } as const;
  const send = { config: { access: 'restock:send' } } as const;

  app.post(BASE, { config: { access: 'public' }, preHandler: [requireCrumb, rateLimit(db, SIGN_UP_LIMIT)] }, async (request, reply) => {
    const body = signUpBody.parse(request.body ?? {});
    const email = restockEmail(body.siteVisitorEmail);
    const website = siteOf(request);
    const refusal = await checkRestockCaptcha(db, website.id, body.captchaToken, request.ip, context.now());
    if (refusal) return reply.code(refusal.status).send(errorBody(refusal.message));
    const { signUp, created } = await signUpForRestock(
      db,
      website.id,
      { productId: body.productId, variantId: body.variantId, email, joinMailingList: body.isJoinMailingList },
      context.now(),
    );
    // The visitor sees their own sign-up only: no status, nothing about others.
    return reply.code(created ? 201 : 200).send({ signUp: { id: signUp.id, productId: signUp.productId, variantId: signUp.variantId, email: signUp.email, createdAt: signUp.createdAt } });
  });

  app.get(`${BASE}/groups`, read, async (request) => {
    const query = groupsQuery.parse(request.query);
    return listRestockGroups(db, ownerContributor(request).websiteId, query);
  });

  app.get(BASE, read, async (request) => {
    const query = signUpsQuery.parse(request.query);
    const websiteId = ownerContributor(request).websiteId;
    await findRestockItem(db, websiteId, query.productId, query.variantId);
    return listRestockSignups(db, websiteId, { itemId: query.productId, variantId: query.variantId, cursor: query.cursor, limit: query.limit });
  });

  app.post(`${BASE}/send`, send, async (request) => {
    const body = sendBody.parse(request.body ?? {});
    const website = siteOf(request);
    return sendRestockNotices(context, website, requestOrigin(request), body);
  });

  app.post(`${BASE}/send/all`, send, async (request) => {
    const body = sendAllBody.parse(request.body ?? {});
    const website = siteOf(request);
    const results: (SendOutcome & { productId: string; variantId: string; error: string | null })[] = [];
    // One variant after another, each refusal reported with its request instead of failing the rest.
    for (const one of body.sendRequests) {
      const key = { productId: one.productId, variantId: one.variantId };
      try {
        const outcome = await sendRestockNotices(context, website, requestOrigin(request), { ...one, limitToStock: one.limitToStock ?? body.limitToStock });
        results.push({ ...key, ...outcome, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ ...key, sent: 0, skipped: 0, error: error.message });
      }
    }
    return { sent: results.reduce((n, r) => n + r.sent, 0), skipped: results.reduce((n, r) => n + r.skipped, 0), results };
  });

  app.get(`${BASE}/unsubscribe`, { config: { access: 'public' } }, async (request, reply) => {
    const { token } = unsubscribeQuery.parse(request.query);
    const website = siteOf(request);
    const removed = token ? await removeSignupByTokenHash(db, website.id, hashUnsubscribeToken(token)) : null;
    return reply
      .code(removed ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(unsubscribePage(website.name, removed !== null));
  });
}
