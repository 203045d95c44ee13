import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpClient, NoAnswer, type HttpAnswer } from './http-client.ts';
import type { Ledger } from './ledger.ts';
import { CONTACT, type CrashStore } from './store-setup.ts';

export const CARD = { number: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' };

/**
 * Pays as the checkout island does: the card to the test provider's tokenisation (the checkout API
 * never sees it), then pay with the payment method under `idempotencyKey`. A retry after a restart
 * tokenises again (the new process's test provider never saw the old method); the key decides.
 */
export async function payWithTestCard(client: HttpClient, idempotencyKey: string): Promise<HttpAnswer> {
  const method = await client.send('POST', '/api/commerce/test-payments/payment-methods', CARD);
  if (method.status !== 200) return method;
  return client.send('POST', '/api/commerce/checkout/pay', { idempotencyKey, paymentMethodId: (method.body as { paymentMethodId: string }).paymentMethodId });
}
const ADDRESS = { firstName: 'Ada', lastName: 'Crash', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };

/** How many of each writer run at once. */
const SHOPPERS = 6;
const CONTACTS = 2;
const SIGN_UPS = 2;

/** A round of writing: every loop stops at its next request once `stop` is called. */
export interface WritingRound {
  stop(): void;
  /** Resolves when every loop has ended (after the server died, each ends on its failed request). */
  done: Promise<void>;
}

let serial = 0;
const next = () => `${process.pid}-${++serial}`;

/** Counts the answer; a 5xx is never right (the failures a crash causes are lost connections, not answers). */
function seen(ledger: Ledger, route: string, answer: HttpAnswer): HttpAnswer {
  ledger.count(route, answer.status);
  if (answer.status >= 500) ledger.unexpected.push(`${route} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A visitor adds one or two mugs, gives an e-mail and an address, and pays with the test card. */
async function shopper(store: CrashStore, ledger: Ledger, baseURL: () => string): Promise<void> {
  const client = new HttpClient(baseURL);
  const id = next();
  const email = `shopper-${id}@crash.test`;
  const quantity = 1 + (serial % 2);
  const { product } = store;
  const added = seen(ledger, 'add to cart', await client.send('POST', '/api/commerce/shopping-cart/entries', { itemId: product.itemId, sku: product.sku, quantity }));
  if (added.status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 50)); // sold out: the owner may restock
    return;
  }
  const details = seen(ledger, 'checkout details', await client.send('PUT', '/api/commerce/checkout', { email, shippingAddress: ADDRESS }));
  if (details.status !== 200) throw new Error(`PUT checkout answered ${details.status}: ${JSON.stringify(details.body)}`);
  const idempotencyKey = randomUUID();
  let paid: HttpAnswer;
  try {
    paid = await payWithTestCard(client, idempotencyKey);
  } catch (error) {
    if (error instanceof NoAnswer) ledger.unansweredPayments.push({ client, idempotencyKey, email });
    throw error;
  }
  recordPayment(ledger, email, seen(ledger, 'pay', paid));
}

/** Records a 200 to a payment as an acknowledged order; other answers (409 sold out) order nothing. */
export function recordPayment(ledger: Ledger, email: string, paid: HttpAnswer): void {
  if (paid.status !== 200) return;
  const { order } = paid.body;
  const units = new Map<string, number>();
  for (const item of order.items) units.set(item.sku, (units.get(item.sku) ?? 0) + item.quantity);
  ledger.orders.set(order.id, { id: order.id, orderNumber: order.orderNumber, email, units, grandTotalCents: Math.round(Number(order.grandTotal.value) * 100) });
}

/** A visitor gets a one-time key and saves a form (the island's two calls). */
async function submitForm(client: HttpClient, ledger: Ledger, route: string, formId: string, values: Record<string, string>): Promise<string | null> {
  const key = seen(ledger, `${route} key`, await client.send('POST', '/api/form/FormSubmissionKey'));
  if (key.status !== 200) return null;
  const saved = seen(
    ledger,
    route,
    await client.send('POST', '/api/form/SaveFormSubmission', { key: key.body.key, formId, form: JSON.stringify(values), pageTitle: 'Contact', pageId: 'crash', contentSource: 'c', pagePath: '/contact' }),
  );
  return saved.status === 200 ? (saved.body.submissionId as string) : null;
}

async function contact(store: CrashStore, ledger: Ledger, baseURL: () => string): Promise<void> {
  const message = `Crash test message ${next()}.`;
  const id = await submitForm(new HttpClient(baseURL), ledger, 'contact form', store.contactFormId, { [CONTACT.email]: `writer-${serial}@crash.test`, [CONTACT.message]: message });
  if (id) ledger.submissions.set(id, message);
}

async function signUp(store: CrashStore, ledger: Ledger, baseURL: () => string): Promise<void> {
  const email = `reader-${next()}@crash.test`;
  const id = await submitForm(new HttpClient(baseURL), ledger, 'newsletter', store.newsletterFormId, { 'newsletter-email': email });
  if (id) ledger.signUps.set(id, email);
}

/** A small PNG of its own colour (processed as an image job) or a WebVTT file (stored at once). */
async function mediaFile(n: number): Promise<{ bytes: Buffer; fileName: string; type: string; isImage: boolean }> {
  if (n % 2 === 0) {
    const bytes = await sharp({ create: { width: 40 + (n % 50), height: 30, channels: 3, background: { r: (n * 37) % 256, g: 90, b: 160 } } }).png().toBuffer();
    return { bytes, fileName: `crash-${n}.png`, type: 'image/png', isImage: true };
  }
  return { bytes: Buffer.from(`WEBVTT\n\n00:00.000 --> 00:01.000\nCrash caption ${n}\n`), fileName: `crash-${n}.vtt`, type: 'text/vtt', isImage: false };
}

/** The owner, one change at a time: renames the product, moves its stock, uploads a file. */
async function ownerStep(store: CrashStore, ledger: Ledger, step: number): Promise<void> {
  const { owner, product } = store;
  if (step % 3 === 0) {
    const title = `Crash-test mug ${next()}`;
    ledger.titleInFlight = title;
    const saved = seen(ledger, 'rename product', await owner.send('PATCH', `/api/owner/products/${product.itemId}`, { title }));
    if (saved.status === 200) ledger.titles.push(title);
    ledger.titleInFlight = null;
  } else if (step % 3 === 1) {
    const delta = step % 2 === 0 ? 2 : -1;
    const moved = seen(ledger, 'move stock', await owner.send('POST', `/api/owner/variants/${product.variantId}/stock`, { delta }));
    if (moved.status === 200) ledger.stockMoves.set(moved.body.movement.id, delta);
  } else {
    const file = await mediaFile(step);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
    const uploaded = seen(ledger, 'upload', await owner.send('POST', '/api/owner/media', form));
    if (uploaded.status === 201) ledger.uploads.push({ id: uploaded.body.files[0].id, fileName: file.fileName, bytes: file.bytes, isImage: file.isImage });
  }
}

/** Runs `task` again and again until stopped; a lost connection after the stop ends the loop quietly. */
async function loop(round: { stopped: boolean }, ledger: Ledger, name: string, task: (n: number) => Promise<void>): Promise<void> {
  for (let n = 0; !round.stopped; n++) {
    try {
      await task(n);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      ledger.count(name, 'no answer');
      if (!round.stopped) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts every writer against the server at `baseURL()`. */
export function startWriting(store: CrashStore, ledger: Ledger, baseURL: () => string, ownerSteps: { n: number }): WritingRound {
  const round = { stopped: false };
  const loops = [
    ...Array.from({ length: SHOPPERS }, () => loop(round, ledger, 'shopper', () => shopper(store, ledger, baseURL))),
    ...Array.from({ length: CONTACTS }, () => loop(round, ledger, 'contact', () => contact(store, ledger, baseURL))),
    ...Array.from({ length: SIGN_UPS }, () => loop(round, ledger, 'sign-up', () => signUp(store, ledger, baseURL))),
    loop(round, ledger, 'owner', () => ownerStep(store, ledger, ownerSteps.n++)),
  ];
  return {
    stop: () => {
      round.stopped = true;
    },
    done: Promise.all(loops).then(() => {}),
  };
}
