import type { HttpClient } from './http-client.ts';
import type { Ledger } from './ledger.ts';
import type { StoreDatabase } from './store-database.ts';
import type { CrashStore } from './store-setup.ts';

/*
 * What must hold after the crashes, whatever moment each one hit. Each check returns the problems it
 * found as sentences, so one failing run shows all of them at once.
 */

const PROCESSING_FAILED_TO_COMPLETE = 'File processing failed to complete.';

/** The storefront still serves its pages, the product's among them. */
export async function pageProblems(baseURL: string, store: CrashStore): Promise<string[]> {
  const problems: string[] = [];
  for (const path of ['/', '/shop', `/shop/${store.product.urlId}`]) {
    const response = await fetch(`${baseURL}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) problems.push(`GET ${path} answered ${response.status}`);
  }
  return problems;
}

/** Every order the dashboard's orders API lists (all pages). */
async function dashboardOrderIds(owner: HttpClient): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const answer = await owner.send('GET', `/api/owner/orders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (answer.status !== 200) throw new Error(`GET /api/owner/orders answered ${answer.status}`);
    for (const order of answer.body.orders) ids.add(order.id);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * Orders: every acknowledged one is there with its lines, totals and succeeded payment, and in the
 * dashboard; no order of any kind lacks its lines, its payment or its purchased cart; no payment is left pending and no
 * idempotency key left claimed (the restart settled what the dead process was doing); each order's
 * confirmation e-mail is in the outbox exactly once.
 */
export async function orderProblems(db: StoreDatabase, ledger: Ledger, store: CrashStore): Promise<string[]> {
  const problems: string[] = [];
  // The run's orders (the demo's seeded order is not one of them).
  const orders = await db.all("select id, customer_email, subtotal_cents, tax_cents, shipping_cents, discount_cents, grand_total_cents from orders where customer_email like '%@crash.test'");
  const byId = new Map(orders.map((o) => [o.id as string, o]));
  const lines = await db.all('select order_id, sku, quantity, unit_price_cents from order_items');
  const payments = await db.all('select id, status, order_id, amount_cents, provider_payment_id from payments');
  const mails = await db.all("select to_address from outbox where kind = 'order'");
  const purchased = new Map((await db.all('select order_id, is_purchased from carts where order_id is not null')).map((c) => [c.order_id as string, Number(c.is_purchased)]));
  const mailsTo = countBy(mails.map((m) => m.to_address as string));

  for (const acked of ledger.orders.values()) {
    const order = byId.get(acked.id);
    if (!order) {
      problems.push(`acknowledged order #${acked.orderNumber} (${acked.id}) is missing`);
      continue;
    }
    if (order.customer_email !== acked.email) problems.push(`order ${acked.id} is for ${order.customer_email}, not ${acked.email}`);
    if (Number(order.grand_total_cents) !== acked.grandTotalCents) problems.push(`order ${acked.id} totals ${order.grand_total_cents}, acknowledged ${acked.grandTotalCents}`);
    const units = new Map<string, number>();
    for (const line of lines.filter((l) => l.order_id === acked.id)) units.set(line.sku, (units.get(line.sku) ?? 0) + Number(line.quantity));
    if (JSON.stringify([...units]) !== JSON.stringify([...acked.units])) problems.push(`order ${acked.id} has lines ${JSON.stringify([...units])}, acknowledged ${JSON.stringify([...acked.units])}`);
  }

  for (const order of orders) {
    const own = lines.filter((l) => l.order_id === order.id);
    if (own.length === 0) problems.push(`order ${order.id} has no lines`);
    const subtotal = own.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_price_cents), 0);
    if (subtotal !== Number(order.subtotal_cents)) problems.push(`order ${order.id}: lines add up to ${subtotal}, subtotal ${order.subtotal_cents}`);
    const total = Number(order.subtotal_cents) + Number(order.tax_cents) + Number(order.shipping_cents) - Number(order.discount_cents);
    if (total !== Number(order.grand_total_cents)) problems.push(`order ${order.id}: totals do not add up (${total} ≠ ${order.grand_total_cents})`);
    const paid = payments.filter((p) => p.order_id === order.id);
    if (paid.length !== 1 || paid[0].status !== 'succeeded' || Number(paid[0].amount_cents) !== Number(order.grand_total_cents) || !paid[0].provider_payment_id) {
      problems.push(`order ${order.id} has payments ${JSON.stringify(paid)}, not one succeeded charge of ${order.grand_total_cents}`);
    }
    if (purchased.get(order.id) !== 1) problems.push(`order ${order.id}: its cart is not marked purchased`);
    const sent = mailsTo.get(order.customer_email) ?? 0;
    if (sent !== 1) problems.push(`order ${order.id} (${order.customer_email}) has ${sent} confirmation e-mails in the outbox, not 1`);
  }
  for (const payment of payments) {
    if (payment.status === 'pending') problems.push(`payment ${payment.id} is still pending after the restart (it holds stock and the cart)`);
    if (payment.status === 'succeeded' && !byId.has(payment.order_id)) problems.push(`payment ${payment.id} succeeded without an order`);
  }
  const claimed = await db.all("select key from idempotency_keys where status = 'in-progress'");
  for (const key of claimed) problems.push(`idempotency key ${key.key} is still claimed after the restart: a retry with it can never be answered`);

  const listed = await dashboardOrderIds(store.owner);
  for (const id of ledger.orders.keys()) if (!listed.has(id)) problems.push(`acknowledged order ${id} is not in the dashboard's orders`);
  return problems;
}

/**
 * Stock of the limited variant: never below zero, equal to the sum of its movements, the orders'
 * movements equal to the units ordered, and every acknowledged owner movement there.
 */
export async function stockProblems(db: StoreDatabase, ledger: Ledger, store: CrashStore): Promise<string[]> {
  const problems: string[] = [];
  const { variantId, sku, initialStock } = store.product;
  const [variant] = await db.all('select qty_in_stock from variants where id = ?', [variantId]);
  const stock = Number(variant.qty_in_stock);
  const movements = await db.all('select id, delta, reason from stock_movements where variant_id = ?', [variantId]);
  const [ordered] = await db.all('select coalesce(sum(quantity), 0) as units from order_items where variant_id = ?', [variantId]);
  const units = Number(ordered.units);
  const sum = (rows: Record<string, any>[]) => rows.reduce((s, m) => s + Number(m.delta), 0);
  const byOrders = sum(movements.filter((m) => m.reason === 'order'));
  const byOwner = sum(movements.filter((m) => m.reason !== 'order'));
  if (stock < 0) problems.push(`stock of ${sku} is ${stock}`);
  if (byOrders !== -units) problems.push(`orders hold ${units} units of ${sku} but their stock movements take ${-byOrders}`);
  if (stock !== byOwner - units) problems.push(`stock of ${sku} is ${stock}, but the owner's movements (initial ${initialStock} included) less the ${units} units ordered make ${byOwner - units}`);
  const ids = new Set(movements.map((m) => m.id));
  for (const id of ledger.stockMoves.keys()) if (!ids.has(id)) problems.push(`acknowledged stock movement ${id} is missing`);
  return problems;
}

/**
 * Forms: every acknowledged contact submission and newsletter sign-up is stored, each stored one
 * has its owner notification (and a sign-up its confirmation e-mail and mailing-list entry) exactly
 * once — nothing stored without its e-mails, nothing e-mailed twice.
 */
export async function formProblems(db: StoreDatabase, ledger: Ledger, store: CrashStore): Promise<string[]> {
  const problems: string[] = [];
  const submissions = await db.all('select id, form_id, values_json from form_submissions where form_id in (?, ?)', [store.contactFormId, store.newsletterFormId]);
  const stored = new Set(submissions.map((s) => s.id as string));
  for (const id of [...ledger.submissions.keys(), ...ledger.signUps.keys()]) if (!stored.has(id)) problems.push(`acknowledged submission ${id} is missing`);
  const formMails = await db.all("select to_address, text_body from outbox where kind = 'form'");
  const list = new Set((await db.all('select email from mailing_list')).map((row) => row.email as string));
  for (const submission of submissions) {
    const values = Object.values(JSON.parse(submission.values_json) as Record<string, string>);
    const marker = submission.form_id === store.contactFormId ? values.find((v) => v.startsWith('Crash test message')) : values[0];
    if (!marker) continue;
    const notified = formMails.filter((m) => m.to_address !== marker && (m.text_body as string).includes(marker)).length;
    if (notified !== 1) problems.push(`submission ${submission.id} (${marker}) has ${notified} owner notifications, not 1`);
    if (submission.form_id !== store.newsletterFormId) continue;
    if (!list.has(marker)) problems.push(`sign-up ${marker} is not on the mailing list`);
    const confirmations = formMails.filter((m) => m.to_address === marker).length;
    if (confirmations !== 1) problems.push(`sign-up ${marker} has ${confirmations} confirmation e-mails, not 1`);
  }
  return problems;
}

/**
 * Media: every acknowledged upload is in the library; a ready file serves its bytes, and a file is
 * never left processing with no process working on it (an image whose job died is failed).
 */
export async function mediaProblems(db: StoreDatabase, ledger: Ledger, store: CrashStore, baseURL: string): Promise<string[]> {
  const problems: string[] = [];
  const acked = new Map(ledger.uploads.map((u) => [u.id, u]));
  const rows = await db.all("select id, file_name, status, status_message from media_files where file_name like 'crash-%'");
  for (const upload of ledger.uploads) if (!rows.some((r) => r.id === upload.id)) problems.push(`acknowledged upload ${upload.fileName} is missing`);
  for (const row of rows) {
    const answer = await store.owner.send('GET', `/api/owner/media/${row.id}`);
    const file = answer.body?.file;
    if (answer.status !== 200) {
      problems.push(`GET /api/owner/media/${row.id} answered ${answer.status}`);
      continue;
    }
    if (file.status === 'processing') problems.push(`${row.file_name} is still processing after the restart, with nothing processing it`);
    if (file.status === 'failed' && file.statusMessage !== PROCESSING_FAILED_TO_COMPLETE) problems.push(`${row.file_name} failed: ${file.statusMessage}`);
    if (file.status !== 'ready') continue;
    const served = await fetch(`${baseURL}${file.url}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    if (served.status !== 200 || bytes.length === 0) problems.push(`ready file ${row.file_name} answers ${served.status} with ${bytes.length} bytes`);
    const upload = acked.get(row.id);
    if (upload && !upload.isImage && !bytes.equals(upload.bytes)) problems.push(`${row.file_name} serves other bytes than were uploaded`);
  }
  return problems;
}

/** The product's title is the last one the owner saved, or the one in flight when the server died. */
export async function titleProblems(db: StoreDatabase, ledger: Ledger, store: CrashStore): Promise<string[]> {
  const [item] = await db.all('select title from items where id = ?', [store.product.itemId]);
  const allowed = [ledger.titles[ledger.titles.length - 1] ?? 'Crash-test mug', ...(ledger.titleInFlight ? [ledger.titleInFlight] : [])];
  return allowed.includes(item.title) ? [] : [`the product is titled '${item.title}', not ${allowed.map((t) => `'${t}'`).join(' or ')}`];
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
