import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The captcha feature's routes (apps/server/src/features/captcha; docs/forms-api.md "Captcha",
 * docs/owner-api.md "Captcha"): the island's config and ALTCHA challenges, and the owner's choice of
 * provider. Messages are the owner's words, shown as they are.
 */

/** The captcha providers Plinth verifies. ALTCHA (self-hosted proof of work) is the default. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
/** A captcha provider's name. */
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** Longest site key or secret accepted (the providers' are 24–64 characters). */
export const MAX_CAPTCHA_KEY_LENGTH = 200;

/** What the island needs to render the widget. */
export const captchaConfigJson = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  /** The hosted provider's site key; null for ALTCHA, or when not set up. */
  siteKey: z.string().nullable(),
  /** ALTCHA's challenge URL; null for hosted providers. */
  challengeUrl: z.string().nullable(),
  /** Present when the captcha cannot work: 'ReCaptcha has not been set up!' (platform.md §8). */
  error: z.string().optional(),
});

/** A signed ALTCHA challenge (altcha-lib v2): the widget solves it and sends it back. */
export const altchaChallengeJson = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
  signature: z.string().optional(),
});

/** Longest ALTCHA payload a guarded form sends (base64 of the challenge and its solution: about 1 kB). */
export const MAX_PROOF_OF_WORK_LENGTH = 8000;

/**
 * The solved ALTCHA proof of work a guarded sign-in or password form sends once its target is under
 * attack (`captchaKey`, the widget's payload; apps/server/src/infra/rate-limit/guess-guard.ts).
 * Optional: it is asked for only when an answer carried `proofOfWork: true`.
 */
export const proofOfWorkKey = z
  .string({ error: 'captchaKey must be text.' })
  .max(MAX_PROOF_OF_WORK_LENGTH, `captchaKey must be at most ${MAX_PROOF_OF_WORK_LENGTH} characters.`)
  .optional();

/** The owner's view of the setting: the provider, its public site key, whether a secret is stored (never the secret). */
export const ownerCaptchaSettingsJson = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  /** The hosted provider's site key; null for ALTCHA or when none is stored. */
  siteKey: z.string().nullable(),
  hasSecret: z.boolean(),
});

/** A key: trimmed, blank or null = not given, printable ASCII without spaces. */
const captchaKey = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(MAX_CAPTCHA_KEY_LENGTH, `${name} must be at most ${MAX_CAPTCHA_KEY_LENGTH} characters.`)
    .regex(/^[\x21-\x7e]*$/, `${name} must not contain spaces or special characters.`)
    .nullish()
    .transform((value) => value || null);

/** The body of `PUT /api/owner/captcha-settings`; unknown properties are refused. */
export const captchaSettingsBody = z.strictObject(
  {
    provider: z.enum(CAPTCHA_PROVIDERS, { error: `provider must be one of ${CAPTCHA_PROVIDERS.join(', ')}.` }),
    siteKey: captchaKey('siteKey'),
    secret: captchaKey('secret'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'The captcha settings must be a JSON object with a provider.',
  },
);

/** GET /api/captcha/config. */
export const getCaptchaConfig = defineRoute({
  method: 'GET',
  path: '/api/captcha/config',
  tag: 'captcha',
  access: 'public',
  summary: "The site's captcha for the island: the provider, its site key or ALTCHA's challenge URL",
  response: captchaConfigJson,
});

/** GET /api/captcha/altcha/challenge. */
export const getAltchaChallenge = defineRoute({
  method: 'GET',
  path: '/api/captcha/altcha/challenge',
  tag: 'captcha',
  access: 'public',
  summary: 'A new signed ALTCHA challenge (single-use, never cached; 60 a minute per visitor)',
  response: altchaChallengeJson,
});

/** GET /api/owner/captcha-settings. */
export const getOwnerCaptchaSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/captcha-settings',
  tag: 'captcha',
  access: 'forms:read',
  summary: "The site's captcha provider and site key, and whether a secret is stored",
  response: ownerCaptchaSettingsJson,
});

/** PUT /api/owner/captcha-settings. */
export const saveOwnerCaptchaSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/captcha-settings',
  tag: 'captcha',
  access: 'forms:write',
  summary: 'Picks the captcha provider; a hosted one needs its site key and secret (the secret is write-only)',
  body: captchaSettingsBody,
  response: ownerCaptchaSettingsJson,
});

/** The captcha feature's routes. */
export const captchaRoutes: readonly ApiRoute[] = [getCaptchaConfig, getAltchaChallenge, getOwnerCaptchaSettings, saveOwnerCaptchaSettings];
