import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the part of Stripe's REST API the Stripe provider uses, as documented
 * (https://docs.stripe.com/api): bearer auth with a secret key; form-encoded bodies (the SDK's
 * `a[b]=c` nesting); Idempotency-Key replays the first answer (the same key with other parameters is
 * a 400 idempotency_error); POST /v1/payment_intents (with `confirm=true` and a `payment_method`),
 * GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm, GET /v1/payment_intents/search
 * (`metadata['key']:'value'`), POST /v1/refunds. Errors are `{ error: { type, code, message } }`; a
 * declined confirmation is a 402 card_error carrying the intent, as Stripe answers it. Payment
 * methods are Stripe's documented test ones: pm_card_visa (succeeds), pm_card_chargeDeclined
 * (declined), pm_card_threeDSecure2Required (3-D Secure first). It runs on 127.0.0.1 at a free port;
 * point the SDK at it with `host`, `port` and `protocol: 'http'` (the app's `stripeApi` option).
 */

/** The stand-in's test payment methods and what a confirmation with each does. */
export const STAND_IN_PAYMENT_METHODS = {
  succeeds: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticate: 'pm_card_threeDSecure2Required',
} as const;

/** A secret key the stand-in refuses with 401 (a revoked key). */
export const REVOKED_SECRET_KEY = 'sk_test_revoked00000000';

/** A PaymentIntent as the stand-in keeps it (Stripe's field names). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  livemode: boolean;
  metadata: Record<string, string>;
  description: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
}

export interface StripeStandIn {
  /** `{ host, port, protocol }` for the SDK (and the app's `stripeApi`). */
  api: { host: string; port: number; protocol: 'http' };
  intents: Map<string, StandInIntent>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  /** Every request: method, path, the Idempotency-Key, the bearer key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; key: string }>;
  /** The buyer answering the 3-D Secure challenge (what Stripe.js does in the browser). */
  authenticate(intentId: string, completed: boolean): StandInIntent;
  /** Answers the next `count` calls with 500 (an outage). */
  failNext(count: number): void;
  close(): Promise<void>;
}

const DECLINED = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const AUTH_FAILED = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` });
  response.end(JSON.stringify(value));
}

function error(response: ServerResponse, status: number, type: string, message: string, extra: Record<string, unknown> = {}): void {
  sendJson(response, status, { error: { type, message, ...extra } });
}

async function rawBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Reads `a=1&b[c]=2` as `{ a: '1', b: { c: '2' } }` (the nesting the SDK writes). */
export function parseStripeForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const parts = name.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1] as string] = value;
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The card behind each test payment method, as Stripe's charge object names it. */
const CARDS: Record<string, { brand: string; last4: string }> = {
  [STAND_IN_PAYMENT_METHODS.succeeds]: { brand: 'visa', last4: '4242' },
  [STAND_IN_PAYMENT_METHODS.authenticate]: { brand: 'visa', last4: '3184' },
  [STAND_IN_PAYMENT_METHODS.declined]: { brand: 'visa', last4: '0341' },
};

/**
 * An answer with `expand[]=latest_charge` honoured, as Stripe does: an intent's charge id becomes the
 * charge object, with the card it was made with (payment_method_details.card).
 */
function expanded(body: unknown, expand: readonly string[]): unknown {
  const intent = body as Partial<StandInIntent> | null;
  if (!expand.includes('latest_charge') || intent?.object !== 'payment_intent' || typeof intent.latest_charge !== 'string') return body;
  const card = CARDS[intent.payment_method ?? ''] ?? null;
  return { ...intent, latest_charge: { id: intent.latest_charge, object: 'charge', payment_intent: intent.id, payment_method_details: card ? { type: 'card', card } : null } };
}

/** The `expand` list of a request (form body or query: `expand[0]=latest_charge`). */
function expandOf(params: Record<string, unknown>): string[] {
  const expand = params.expand;
  return expand && typeof expand === 'object' ? Object.values(expand as Record<string, unknown>).map(String) : [];
}

/** Starts the stand-in. */
export function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StripeStandIn['requests'] = [];
  const replays = new Map<string, { params: string; status: number; body: unknown }>();
  let failures = 0;

  /** Confirms an intent with a payment method, as Stripe does with a test card. */
  const confirm = (intent: StandInIntent, paymentMethod: string): { status: number; body: unknown } => {
    intent.payment_method = paymentMethod;
    if (paymentMethod === STAND_IN_PAYMENT_METHODS.succeeds) return succeed(intent);
    if (paymentMethod === STAND_IN_PAYMENT_METHODS.authenticate) {
      intent.status = 'requires_action';
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = DECLINED;
    return { status: 402, body: { error: { ...DECLINED, payment_intent: intent } } };
  };
  const succeed = (intent: StandInIntent) => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = id('ch');
    intent.last_payment_error = null;
    return { status: 200, body: intent };
  };

  const route = async (method: string, path: string, params: Record<string, unknown>, query: URLSearchParams, livemode: boolean): Promise<{ status: number; body: unknown }> => {
    const notFound = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query.get('query') ?? '');
      if (!match) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid search query' } } };
      const data = [...intents.values()].filter((intent) => intent.metadata[match[1] as string] === match[2]);
      return { status: 200, body: { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search', next_page: null } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 usd' } } };
      const paymentMethod = typeof params.payment_method === 'string' ? params.payment_method : null;
      if (paymentMethod && !Object.values(STAND_IN_PAYMENT_METHODS).includes(paymentMethod as never)) return notFound(`PaymentMethod: '${paymentMethod}'`);
      const intentId = id('pi');
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(params.currency ?? 'usd'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        livemode,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        description: typeof params.description === 'string' ? params.description : null,
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intentId, intent);
      if (paymentMethod && params.confirm === 'true') return confirm(intent, paymentMethod);
      if (paymentMethod) intent.status = 'requires_confirmation';
      return { status: 200, body: intent };
    }
    const one = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/.exec(path);
    if (one) {
      const intent = intents.get(one[1] as string);
      if (!intent) return notFound(`payment_intent: '${one[1]}'`);
      if (method === 'GET' && !one[2]) return { status: 200, body: intent };
      if (method === 'POST' && one[2]) {
        if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` } } };
        }
        const paymentMethod = typeof params.payment_method === 'string' ? params.payment_method : intent.payment_method;
        if (!paymentMethod) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot confirm this PaymentIntent because it is missing a payment method.' } } };
        return confirm(intent, paymentMethod);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(params.payment_intent ?? ''));
      if (!intent) return notFound(`payment_intent: '${String(params.payment_intent)}'`);
      if (intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.` } } };
      const refunded = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - refunded) / 100).toFixed(2)})` } } };
      }
      const refund = { id: id('re'), object: 'refund', payment_intent: intent.id, charge: intent.latest_charge, amount, currency: intent.currency, status: 'succeeded' };
      refunds.push({ id: refund.id, payment_intent: intent.id, amount });
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, key });
    const text = await rawBody(request);
    if (failures > 0) {
      failures--;
      return error(response, 500, 'api_error', 'An unknown error occurred');
    }
    if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(key) || key === REVOKED_SECRET_KEY) {
      return error(response, 401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}***`);
    }
    const replayKey = idempotencyKey ? `${key} ${idempotencyKey}` : null;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) {
      if (earlier.params !== `${method} ${url.pathname} ${text}`) {
        return error(response, 400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
      }
      response.setHeader('idempotent-replayed', 'true');
      return sendJson(response, earlier.status, earlier.body);
    }
    const params = parseStripeForm(method === 'GET' ? '' : text);
    const answer = await route(method, url.pathname, params, url.searchParams, key.includes('_live_'));
    const body = expanded(answer.body, expandOf(method === 'GET' ? parseStripeForm(url.search.slice(1)) : params));
    // Stripe stores the answer of a POST under its key (a 5xx is not stored: the retry runs again).
    if (replayKey && method === 'POST' && answer.status < 500) replays.set(replayKey, { params: `${method} ${url.pathname} ${text}`, status: answer.status, body: structuredClone(body) });
    sendJson(response, answer.status, body);
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        api: { host: '127.0.0.1', port, protocol: 'http' },
        intents,
        refunds,
        requests,
        authenticate(intentId, completed) {
          const intent = intents.get(intentId);
          if (!intent || intent.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
          if (completed) succeed(intent);
          else {
            intent.status = 'requires_payment_method';
            intent.last_payment_error = AUTH_FAILED;
          }
          return intent;
        },
        failNext(count) {
          failures = count;
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
