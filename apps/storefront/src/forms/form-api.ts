/**
 * The visitor calls of a site form (storefront.md §7): the server validation,
 * the submission key, the save, and the captcha configuration and challenge.
 * Cookies are sent (`credentials: 'same-origin'`), POSTs carry `X-CSRF-Token`
 * = the `crumb` cookie, and nothing throws: every answer is `{ status, body }`
 * with the parsed JSON (or the text) of the body; status 0 = no answer.
 */
import type { RowRequest, RouteAnswer, RouteRequest } from '@plinth/api/client';
import { requestTo } from '@plinth/api/client/prepare';
import { issueFormSubmissionKey } from '@plinth/api/client/routes/issueFormSubmissionKey';
import { saveFormSubmission } from '@plinth/api/client/routes/saveFormSubmission';
import { validateFormAnswers } from '@plinth/api/client/routes/validateFormAnswers';
import { readCookie } from '@plinth/platform/cookies';
import { CRUMB_COOKIE } from '../cookies.ts';

/** An HTTP answer: its status and its body (JSON when it parses, else the text, else null). */
export interface FormAnswer {
  status: number;
  body: unknown;
}

/** `getCaptchaConfig` as the server answers it. */
export type CaptchaConfigAnswer = RouteAnswer<'getCaptchaConfig'>;

/**
 * The captcha the site uses, as the island reads the answer (captcha.tsx `readCaptchaConfig`): a
 * missing site key is '', a missing challenge URL ALTCHA's. `error` is set when the chosen hosted
 * provider lacks its keys ('ReCaptcha has not been set up!').
 */
export type CaptchaConfig = Omit<CaptchaConfigAnswer, 'siteKey' | 'challengeUrl'> & { siteKey: string; challengeUrl: string };

/** The calls a form makes; `createFormApi` builds the browser's. */
export interface FormApi {
  /** `validateFormAnswers` with the answers keyed by field id. */
  validate(formId: string, values: unknown): Promise<FormAnswer>;
  /** `issueFormSubmissionKey`, empty body. */
  submissionKey(): Promise<FormAnswer>;
  /** `saveFormSubmission` with the §3 payload. */
  save(payload: unknown): Promise<FormAnswer>;
  /** `GET` any JSON resource (`getCaptchaConfig`'s path, the ALTCHA challenge URL the config names). */
  get(path: string): Promise<FormAnswer>;
}

/** Dependencies; the defaults are the browser's. */
export interface FormApiOptions {
  fetch?: typeof globalThis.fetch;
  cookies?: () => string;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates the form API.
 * @example const answer = await createFormApi().submissionKey(); // { status: 200, body: { key: '…' } }
 */
export function createFormApi(options: FormApiOptions = {}): FormApi {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  async function call({ method, url: path, body }: Pick<RowRequest, 'method' | 'url' | 'body'>): Promise<FormAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers['X-CSRF-Token'] = readCookie(cookies(), CRUMB_COOKIE) ?? '';
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      return { status: 0, body: null };
    }
    return { status: response.status, body: await readBody(response) };
  }
  return {
    validate: (formId, values) => call(requestTo(validateFormAnswers, { params: { formId }, body: values as RouteRequest<'validateFormAnswers'>['body'] })),
    submissionKey: () => call(requestTo(issueFormSubmissionKey)),
    save: (payload) => call(requestTo(saveFormSubmission, { body: payload as RouteRequest<'saveFormSubmission'>['body'] })),
    get: (path) => call({ method: 'GET', url: path, body: undefined }),
  };
}

/** True for a 2xx answer. */
export const isSuccess = (answer: FormAnswer): boolean => answer.status >= 200 && answer.status < 300;
