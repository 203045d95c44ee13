import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { captchaConfig, verifyCaptcha } from '../captcha/index.ts';
import { CAPTCHA_FAILED, CAPTCHA_INCOMPLETE, CAPTCHA_UNAVAILABLE } from './messages.ts';

/**
 * Whether the restock widget shows a captcha on this site: whenever the site's captcha works (ALTCHA by
 * default; a hosted provider once its keys are set). A hosted provider chosen but not set up renders no
 * widget, so it cannot be demanded either.
 */
export async function restockNeedsCaptcha(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return !(await captchaConfig(db, websiteId)).error;
}

/**
 * Verifies the sign-up's captcha token with the site's provider when the site has a captcha (an ALTCHA
 * token is spent by this).
 * @throws AppError INVALID 'Complete CAPTCHA before submitting.' (no token) or 'The CAPTCHA could not be
 * verified…'; UNAVAILABLE 'The CAPTCHA could not be checked right now…' when the provider does not answer
 */
export async function checkRestockCaptcha(db: Kysely<Schema>, websiteId: string, token: string | undefined, remoteIp: string, now: number): Promise<void> {
  if (!(await restockNeedsCaptcha(db, websiteId))) return;
  if (!token) throw new AppError('INVALID', CAPTCHA_INCOMPLETE);
  const verdict = await verifyCaptcha(db, websiteId, token, remoteIp, now);
  if (verdict === 'unavailable') throw new AppError('UNAVAILABLE', CAPTCHA_UNAVAILABLE);
  if (verdict === 'failed') throw new AppError('INVALID', CAPTCHA_FAILED);
}
