import { createHash } from 'node:crypto';

/*
 * The Mailchimp Marketing API v3 adapter (https://mailchimp.com/developer/marketing/api/): basic auth
 * `anystring:<key>`, the data centre from the key's suffix (`…-us6` → https://us6.api.mailchimp.com),
 * GET /3.0/lists, POST /3.0/lists/{list_id}/members with status 'subscribed' or 'pending' (double
 * opt-in: Mailchimp e-mails the confirmation), PUT /3.0/lists/{list_id}/members/{subscriber_hash}
 * with status 'unsubscribed' (someone left the site's list). Errors are problem documents
 * (`{ type, title, status, detail }`). The origin may be overridden (PLINTH_MAILCHIMP_BASE_URL) for
 * the stand-in the tests run.
 */

/** A list of the account. */
export interface ProviderList {
  id: string;
  name: string;
  members: number;
}

/** Why a call failed: the key was refused (401/403), the provider said no (4xx), or it did not answer (5xx, network). */
export class ProviderError extends Error {
  readonly kind: 'refused' | 'rejected' | 'unavailable';
  constructor(kind: 'refused' | 'rejected' | 'unavailable', message: string) {
    super(message);
    this.kind = kind;
    this.name = 'ProviderError';
  }
}

/** A Mailchimp key: 32 hex digits, a dash, the data centre. */
const KEY = /^[0-9a-f]{32}-([a-z]{2,4}\d{1,3})$/i;

/** The data centre of a key (`us6`), or null when it is not a Mailchimp key. */
export function mailchimpDatacenter(apiKey: string): string | null {
  return KEY.exec(apiKey.trim())?.[1]?.toLowerCase() ?? null;
}

/** The API's origin for a key: `https://<dc>.api.mailchimp.com`, or the override. */
export function mailchimpOrigin(apiKey: string, baseUrl: string | undefined): string {
  if (baseUrl) return baseUrl;
  return `https://${mailchimpDatacenter(apiKey)}.api.mailchimp.com`;
}

/** Mailchimp's id of a member: the MD5 of the lower-case address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/** What the adapter does. */
export interface MailchimpClient {
  lists(): Promise<ProviderList[]>;
  /**
   * Adds an address to a list; one already there counts as done (a retry must not fail), except one
   * marked unsubscribed, who is set back to 'pending' (Mailchimp e-mails a confirmation).
   */
  subscribe(listId: string, email: string, status: 'subscribed' | 'pending'): Promise<void>;
  /**
   * Marks an address unsubscribed: an upsert (PUT with `status_if_new`), so an address Mailchimp
   * never had is kept as unsubscribed. (The queue keeps the order: a newer change of an address
   * drops its older deliveries still waiting.)
   */
  unsubscribe(listId: string, email: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/**
 * A client for one API key.
 * @example await createMailchimpClient('0123…-us6').lists() // [{ id: 'a1b2c3', name: 'Newsletter', members: 42 }]
 */
export function createMailchimpClient(apiKey: string, options: { baseUrl?: string | undefined } = {}): MailchimpClient {
  const origin = mailchimpOrigin(apiKey, options.baseUrl);
  const authorization = `Basic ${Buffer.from(`anystring:${apiKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(`${origin}/3.0${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? null : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('unavailable', `Mailchimp did not answer (${(error as Error).message})`);
    }
    const json = ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    return { status: response.status, json };
  }

  function fail(status: number, json: Record<string, unknown>): never {
    const detail = `${String(json.title ?? `HTTP ${status}`)}${json.detail ? `: ${String(json.detail)}` : ''}`;
    if (status === 401 || status === 403) throw new ProviderError('refused', detail);
    if (status >= 500 || status === 429) throw new ProviderError('unavailable', detail);
    throw new ProviderError('rejected', detail);
  }

  return {
    async lists() {
      const { status, json } = await call('GET', '/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count');
      if (status !== 200) fail(status, json);
      const lists = Array.isArray(json.lists) ? (json.lists as Array<Record<string, unknown>>) : [];
      return lists.map((list) => ({
        id: String(list.id),
        name: String(list.name),
        members: Number((list.stats as { member_count?: unknown } | undefined)?.member_count ?? 0) || 0,
      }));
    },
    async subscribe(listId, email, memberStatus) {
      const { status, json } = await call('POST', `/lists/${encodeURIComponent(listId)}/members`, { email_address: email, status: memberStatus });
      if (status === 200) return;
      if (status !== 400 || json.title !== 'Member Exists') fail(status, json);
      // Already on the list. One who unsubscribed earlier and signed up again on the site is asked to
      // confirm again: Mailchimp refuses 'subscribed' for an unsubscribed member (compliance state).
      const path = `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`;
      const member = await call('GET', path);
      if (member.status !== 200) fail(member.status, member.json);
      if (member.json.status !== 'unsubscribed') return;
      const again = await call('PUT', path, { email_address: email, status_if_new: memberStatus, status: 'pending' });
      if (again.status !== 200) fail(again.status, again.json);
    },
    async unsubscribe(listId, email) {
      const path = `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`;
      const { status, json } = await call('PUT', path, { email_address: email, status_if_new: 'unsubscribed', status: 'unsubscribed' });
      if (status !== 200) fail(status, json);
    },
  };
}
