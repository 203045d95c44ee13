import { AppError } from '../../infra/errors/app-error.ts';
import { deriveStoreUrlId } from '../stores/index.ts';
import { notAValidPageUrl } from './messages.ts';

/*
 * Page and post URL slugs (issue 15): a typed slug is checked ('{val} is not a valid page URL.' for
 * a bad or reserved one); a slug made from the title takes the next free -N on a collision, as store
 * url ids do (platform.md §5).
 */

/**
 * First path segments the server answers itself (or keeps for itself): a page there would never be
 * reached. 'home' is the home page's own id (served at /).
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'cart', 'checkout', 'commerce', 'account', 'config', 'api', 'assets', 'media', 'search', 's', 'home',
]);

/** Lower-case letters and digits joined by single hyphens, at most 100 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 100;

/**
 * The slug an owner typed ('/About-Us' reads as 'about-us'), or throws 400 with the typed value.
 * @param reserved whether the reserved page paths are refused (a post's slug sits under its blog)
 */
export function typedSlug(value: string, reserved = true): string {
  const slug = value.trim().replace(/^\/+/, '').toLowerCase();
  if (!slug || slug.length > MAX_SLUG || !SLUG.test(slug) || (reserved && RESERVED_PAGE_SLUGS.has(slug))) {
    throw new AppError('INVALID', notAValidPageUrl(value));
  }
  return slug;
}

/**
 * A slug made from a title: its slug, or `fallback` when too short; the next free -N when taken or
 * reserved ('about' → 'about-1').
 */
export function titleSlug(title: string, taken: Iterable<string>, fallback: string, reserved = true): string {
  const all = new Set(taken);
  if (reserved) for (const slug of RESERVED_PAGE_SLUGS) all.add(slug);
  return deriveStoreUrlId(title, all, fallback);
}
