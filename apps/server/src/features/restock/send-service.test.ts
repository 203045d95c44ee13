import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { setVariantStock } from '../catalog/index.ts';
import { saveRestockSignup } from './sign-up-service.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';
import { startTestSmtp } from '../../test-support/stand-in-servers.ts';

const SEND = '/api/site-users/account/notifications/restock/send';

forEachStore('restock: two owners send at once', (store) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let mailingApp: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // A second app on the same database that delivers through the test SMTP server.
    mailingApp = await buildApp({ database: store.database, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await mailingApp?.close();
    await smtp?.close();
  });

  it('e-mails every sign-up exactly once: in the outbox and at the SMTP server', async () => {
    const siteId = await defaultSiteId(store.db);
    const { itemId, variantIds } = await addTestProduct(store.db);
    const variantId = variantIds[1] as string;
    await setVariantStock(store.db, siteId, variantId, { qtyInStock: 0 });
    const emails = Array.from({ length: 24 }, (_, i) => `race${i}@plinth.test`);
    for (const [i, email] of emails.entries()) {
      await saveRestockSignup(store.db, siteId, { itemId, variantId, email, joinMailingList: false, now: 1_000 + i });
    }
    await setVariantStock(store.db, siteId, variantId, { qtyInStock: 50 });

    const first = await ownerVisitor(store, 'STORE_MANAGER');
    const second = await ownerVisitor(store, 'ADMIN');
    // Both through the SMTP-sending app: same cookies, other app.
    const viaSmtp = (owner: Visitor) => {
      const v = new Visitor(() => mailingApp);
      for (const [name, value] of owner.cookies) v.cookies.set(name, value);
      return v;
    };
    const [a, b] = await Promise.all([
      viaSmtp(first).send('POST', SEND, { productId: itemId, variantId }),
      viaSmtp(second).send('POST', SEND, { productId: itemId, variantId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const outcomeA = a.json() as { sent: number; skipped: number };
    const outcomeB = b.json() as { sent: number; skipped: number };
    expect(outcomeA.sent + outcomeB.sent).toBe(emails.length);

    const outbox = await store.db.selectFrom('outbox').select(['to_address', 'status']).where('kind', '=', 'restock').where('to_address', 'like', 'race%').execute();
    expect(outbox.map((m) => m.to_address).sort()).toEqual([...emails].sort());
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
    const delivered = smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith('race'));
    expect(delivered.sort()).toEqual([...emails].sort());
    // Quoted-printable folds long lines with '=' soft breaks.
    expect(smtp.received.find((m) => m.to[0] === 'race0@plinth.test')?.raw.replace(/=\r?\n/g, '')).toContain('/api/site-users/account/notifications/restock/unsubscribe?token=');

    // A third press finds nobody waiting.
    expect((await viaSmtp(first).send('POST', SEND, { productId: itemId, variantId })).json()).toEqual({ sent: 0, skipped: 0 });
    expect(smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith('race'))).toHaveLength(emails.length);
  });
});
