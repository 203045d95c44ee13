import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { captchaConfig, verifyCaptcha } from '../captcha/index.ts';

/** storefront.md §5: the captcha was shown but not completed. */
export const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';
/** The token did not verify (expired, spent, forged). */
export const CAPTCHA_FAILED = 'The CAPTCHA could not be verified. Please try again.';
/** The hosted provider did not answer. */
export const CAPTCHA_UNAVAILABLE = 'The CAPTCHA could not be checked right now. Please try again.';

/**
 * Whether the restock widget shows a captcha on this site: whenever the site's captcha works (ALTCHA by
 * default; a hosted provider once its keys are set). A hosted provider chosen but not set up renders no
 * widget, so it cannot be demanded either.
 */
export async function restockNeedsCaptcha(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return !(await captchaConfig(db, websiteId)).error;
}

/** Why a captcha check refused: the status to answer and the message to show. */
export interface CaptchaRefusal {
  status: 400 | 503;
  message: string;
}

/**
 * Verifies the sign-up's captcha token with the site's provider when the site has a captcha (an ALTCHA
 * token is spent by this). Returns the refusal rather than throwing it: a provider that does not answer
 * is a deliberate 503, which the error handler would otherwise turn into a generic 500.
 * @returns null when the sign-up may go on
 */
export async function checkRestockCaptcha(db: Kysely<Schema>, websiteId: string, token: string | undefined, remoteIp: string, now: number): Promise<CaptchaRefusal | null> {
  if (!(await restockNeedsCaptcha(db, websiteId))) return null;
  if (!token) return { status: 400, message: CAPTCHA_INCOMPLETE };
  const verdict = await verifyCaptcha(db, websiteId, token, remoteIp, now);
  if (verdict === 'ok' || verdict === 'not-set-up') return null;
  return verdict === 'unavailable' ? { status: 503, message: CAPTCHA_UNAVAILABLE } : { status: 400, message: CAPTCHA_FAILED };
}
