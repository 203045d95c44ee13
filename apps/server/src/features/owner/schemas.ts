import { CONTRIBUTOR_ROLES, type ContributorRole } from '@plinth/platform';
import { z } from 'zod';

/*
 * zod pieces shared by the owner routes. Messages name their field, so describeZodError shows them as is.
 */

/** A route's `:id`. */
export const idParams = z.object({ id: z.string().trim().min(1, 'id is required').max(100, 'id is too long') });

/** A contributor role name. */
export const roleSchema = z.enum(Object.keys(CONTRIBUTOR_ROLES) as [ContributorRole, ...ContributorRole[]], {
  error: `Role must be one of ${Object.keys(CONTRIBUTOR_ROLES).join(', ')}.`,
});

/** An e-mail address. */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email('Email must be a valid e-mail address.'));

/** Minimum password length for contributors. */
export const MIN_PASSWORD_LENGTH = 8;

/** A new password: 8 to 200 characters. */
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

/** A list cursor (opaque to the client). */
export const cursorQuery = z.string().max(200, 'cursor is too long').optional();

/** Page size: 1 to 100, default 25 (query strings arrive as text). */
export const limitQuery = z.coerce
  .number({ error: 'limit must be a number.' })
  .int('limit must be a whole number.')
  .min(1, 'limit must be at least 1.')
  .max(100, 'limit must be at most 100.')
  .default(25);
