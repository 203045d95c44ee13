import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestCrumb } from '../../infra/http/crumb.ts';
import { BODY_NOT_JSON, DATA_NOT_OBJECT } from './messages.ts';
import { pageAddress, type PageAddress } from './page-facts.ts';

/** A `data` field (JSON object as text) read; absent is `{}`. @throws AppError INVALID otherwise */
export function parseData(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('INVALID', DATA_NOT_OBJECT);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AppError('INVALID', DATA_NOT_OBJECT);
  return data as Record<string, unknown>;
}

/** The page a call is about: the URL it names, else the page that sent it (Referer). */
export function pageOf(request: FastifyRequest, url: unknown): PageAddress {
  return pageAddress(url) ?? pageAddress(request.headers.referer) ?? { path: '', utmSource: null, utmMedium: null, utmCampaign: null };
}

/**
 * The crumb of a body (a beacon cannot send headers) must be the cookie's.
 * @throws AppError FORBIDDEN with `crumbFail`, as every crumb refusal reads
 */
export function requireBodyCrumb(request: FastifyRequest, crumb: string | undefined): void {
  const cookie = requestCrumb(request);
  if (!cookie || crumb !== cookie) {
    const message = cookie ? 'The session token is missing or does not match.' : 'No session cookie was sent.';
    throw new AppError('FORBIDDEN', message, undefined, { body: { crumbFail: true, error: { code: 'FORBIDDEN', message } } });
  }
}

/** A product or item id of an event's data, if it has one. */
export function itemIdOf(data: Record<string, unknown>): string | null {
  for (const key of ['itemId', 'productId', 'product_id', 'item_id']) {
    const value = data[key];
    if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value)) return value;
  }
  return null;
}

/**
 * A body sent as text (a beacon of a plain string goes as text/plain) read as JSON; any other body
 * as it is. @throws AppError INVALID for text that is not JSON
 */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('INVALID', BODY_NOT_JSON);
  }
}
