import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the Mailchimp Marketing API v3, as documented (https://mailchimp.com/developer/marketing/api/):
 * basic auth with any user name and the API key as password; GET /3.0/lists; POST
 * /3.0/lists/{list_id}/members (status 'subscribed' or 'pending'; an address already there is a
 * 400 'Member Exists'); GET /3.0/lists/{list_id}/members; and one member at
 * /3.0/lists/{list_id}/members/{subscriber_hash} (the MD5 of the lower-case address): GET, PUT
 * (add or update: `email_address`, `status_if_new`, optional `status`) and PATCH (update; 404 for
 * an unknown member). Errors as problem documents. It runs on
 * 127.0.0.1 at a free port; point PLINTH_MAILCHIMP_BASE_URL (or the app's `integrations.mailchimpBaseUrl`)
 * at its `url`. The e2e global setup starts one too, and tests read its members through the same API.
 */

/** A key the stand-in accepts (the data centre suffix is what real keys end in). */
export const STAND_IN_API_KEY = '0123456789abcdef0123456789abcdef-us6';
/** A well-formed key whose account has no list. */
export const STAND_IN_EMPTY_KEY = 'fedcba9876543210fedcba9876543210-us6';

/** A member as the stand-in keeps it. */
export interface StandInMember {
  email_address: string;
  status: string;
}

export interface MailchimpStandIn {
  /** The origin (`http://127.0.0.1:<port>`). */
  url: string;
  /** Members per list id. */
  members: Map<string, StandInMember[]>;
  /** Answers the next `count` calls with 503 (a provider outage). */
  failNext(count: number): void;
  /** Every request seen: method, path, the Authorization header. */
  requests: Array<{ method: string; path: string; authorization: string }>;
  close(): Promise<void>;
}

/** The stand-in's account: two lists for {@link STAND_IN_API_KEY}, none for {@link STAND_IN_EMPTY_KEY}. */
const LISTS = [
  { id: 'a1b2c3d4e5', name: 'Studio newsletter' },
  { id: 'f6g7h8i9j0', name: 'Wholesale buyers' },
];

function problem(response: ServerResponse, status: number, title: string, detail: string): void {
  response.writeHead(status, { 'content-type': 'application/problem+json' });
  response.end(JSON.stringify({ type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: '' }));
}

function keyOf(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString();
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const hashOf = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/** GET, PUT (add or update) and PATCH (update) of /3.0/lists/{list_id}/members/{subscriber_hash}. */
async function oneMember(request: IncomingMessage, response: ServerResponse, listId: string, listMembers: StandInMember[], hash: string): Promise<void> {
  const existing = listMembers.find((m) => hashOf(m.email_address) === hash);
  const answer = (member: StandInMember) => sendJson(response, 200, { ...member, id: hashOf(member.email_address), list_id: listId });
  if (request.method === 'GET') return existing ? answer(existing) : problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
  if (request.method !== 'PUT' && request.method !== 'PATCH') return problem(response, 405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
  const body = await bodyOf(request);
  if (body.status !== undefined && !STATUSES.includes(String(body.status))) return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated.');
  if (body.email_address !== undefined && hashOf(String(body.email_address)) !== hash) {
    return problem(response, 400, 'Invalid Resource', 'The email address in the request does not match the subscriber hash.');
  }
  // Mailchimp's rule: an address that unsubscribed cannot be set 'subscribed' by the API, only 'pending'.
  if (existing?.status === 'unsubscribed' && body.status === 'subscribed') {
    return problem(response, 400, 'Member In Compliance State', `${existing.email_address} is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`);
  }
  if (request.method === 'PATCH') {
    if (!existing) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
    if (body.status !== undefined) existing.status = String(body.status);
    return answer(existing);
  }
  if (existing) {
    if (body.status !== undefined) existing.status = String(body.status);
    return answer(existing);
  }
  const email = String(body.email_address ?? '').toLowerCase();
  if (!EMAIL.test(email)) return problem(response, 400, 'Invalid Resource', 'Please provide a valid email address.');
  // A new member takes `status_if_new` (required for one not yet on the list).
  if (!STATUSES.includes(String(body.status_if_new))) return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated.');
  const member = { email_address: email, status: String(body.status_if_new) };
  listMembers.push(member);
  return answer(member);
}

/** Starts the stand-in. */
export function startMailchimpStandIn(): Promise<MailchimpStandIn> {
  const members = new Map<string, StandInMember[]>(LISTS.map((list) => [list.id, []]));
  const requests: MailchimpStandIn['requests'] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization ?? '' });
    if (failures > 0) {
      failures--;
      return problem(response, 503, 'Service Unavailable', 'Mailchimp is down for maintenance.');
    }
    const key = keyOf(request);
    if (key !== STAND_IN_API_KEY && key !== STAND_IN_EMPTY_KEY) return problem(response, 401, 'API Key Invalid', 'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.');
    const lists = key === STAND_IN_API_KEY ? LISTS : [];
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && url.pathname === '/3.0/lists') {
      return json(200, { lists: lists.map((list) => ({ ...list, stats: { member_count: members.get(list.id)?.length ?? 0 } })), total_items: lists.length });
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members(?:\/([^/]+))?$/.exec(url.pathname);
    const list = match ? lists.find((l) => l.id === decodeURIComponent(match[1] as string)) : undefined;
    if (!match || !list) return problem(response, 404, 'Resource Not Found', 'The requested resource could not be found.');
    const listMembers = members.get(list.id) as StandInMember[];
    if (match[2] !== undefined) return oneMember(request, response, list.id, listMembers, decodeURIComponent(match[2]).toLowerCase());
    if (request.method === 'GET') return json(200, { members: listMembers.map((m) => ({ ...m, id: createHash('md5').update(m.email_address).digest('hex') })), list_id: list.id, total_items: listMembers.length });
    if (request.method !== 'POST') return problem(response, 405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
    const body = await bodyOf(request);
    const email = String(body.email_address ?? '').toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return problem(response, 400, 'Invalid Resource', 'Please provide a valid email address.');
    if (body.status !== 'subscribed' && body.status !== 'pending') return problem(response, 400, 'Invalid Resource', 'The resource submitted could not be validated.');
    if (listMembers.some((m) => m.email_address === email)) return problem(response, 400, 'Member Exists', `${email} is already a list member.`);
    const member = { email_address: email, status: body.status };
    listMembers.push(member);
    return json(200, { ...member, id: createHash('md5').update(email).digest('hex'), list_id: list.id });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        members,
        requests,
        failNext(count) {
          failures = count;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
