import { beforeAll, expect, it } from 'vitest';
import { failingAfterRecording, WRITE_FAULT } from '../../infra/mail/failing-mailer.testing.ts';
import { setVariantStock } from '../catalog/index.ts';
import { addTestProduct, defaultSiteId } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { sendRestockNotices } from './send-service.ts';
import { saveRestockSignup } from './sign-up-service.ts';

forEachStore("a back-in-stock notice and its sign-up's claim", (store) => {
  let website: { id: string; name: string };
  beforeAll(async () => {
    const id = await defaultSiteId(store.db);
    website = { id, name: 'Plinth Demo Store' };
  });

  /** A variant back in stock with one sign-up waiting for it. */
  const restocked = async (email: string) => {
    const { itemId, variantIds } = await addTestProduct(store.db);
    const variantId = variantIds[0] as string;
    await setVariantStock(store.db, website.id, variantId, { qtyInStock: 0 });
    await saveRestockSignup(store.db, website.id, { itemId, variantId, email, joinMailingList: false, now: Date.now() });
    await setVariantStock(store.db, website.id, variantId, { qtyInStock: 5 });
    return { productId: itemId, variantId };
  };
  const signUpStatus = async (email: string) => (await store.db.selectFrom('restock_signups').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status;
  const noticesTo = (email: string) => store.db.selectFrom('outbox').select(['kind', 'status', 'text_body']).where('to_address', '=', email).execute();

  it('marks a sign-up notified only together with its notice: a failed write leaves it waiting and no e-mail', async () => {
    const email = `rolled-back-${store.dialect}@plinth.test`;
    const variant = await restocked(email);
    const failing = { ...store.app.deps, mailer: failingAfterRecording(store.app.deps.mailer) };
    await expect(sendRestockNotices(failing, website, 'https://shop.example', variant)).rejects.toThrow(WRITE_FAULT);
    expect(await signUpStatus(email)).toBe('waiting');
    expect(await noticesTo(email)).toEqual([]);

    // The next send finds it still waiting and e-mails it.
    expect(await sendRestockNotices(store.app.deps, website, 'https://shop.example', variant)).toEqual({ sent: 1, skipped: 0 });
    expect(await signUpStatus(email)).toBe('notified');
    expect(await noticesTo(email)).toEqual([{ kind: 'restock', status: 'outbox', text_body: expect.stringContaining('https://shop.example/api/site-users/account/notifications/restock/unsubscribe?token=') }]);
  });

  it('commits one notice per notified sign-up, and a second send adds none', async () => {
    const email = `once-${store.dialect}@plinth.test`;
    const variant = await restocked(email);
    expect(await sendRestockNotices(store.app.deps, website, 'https://shop.example', variant)).toEqual({ sent: 1, skipped: 0 });
    expect(await sendRestockNotices(store.app.deps, website, 'https://shop.example', variant)).toEqual({ sent: 0, skipped: 0 });
    expect(await signUpStatus(email)).toBe('notified');
    expect(await noticesTo(email)).toHaveLength(1);
  });
});
