import { expect, it } from 'vitest';
import { createMailer } from '../../infra/mail/mailer.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';

forEachStore('owner outbox', (store) => {
  it('lists messages newest first without bodies, and shows one with its bodies', async () => {
    const websiteId = await defaultSiteId(store.db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await createMailer({ db: store.db, now: () => 5000 + i }).send({ websiteId, kind: 'gift-card', to: `g${i}@plinth.test`, subject: `Gift ${i}`, text: `Code ${i}`, html: `<b>${i}</b>` })).id);
    }
    const owner = await ownerVisitor(store, 'CAMPAIGNS_EDITOR');
    const first = (await owner.request({ method: 'GET', url: '/api/owner/outbox?limit=2' })).json();
    expect(first.messages.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(first.messages[0]).toEqual({ id: ids[2], websiteId, kind: 'gift-card', to: 'g2@plinth.test', subject: 'Gift 2', status: 'outbox', error: null, createdAt: 5002, sentAt: null });
    const second = (await owner.request({ method: 'GET', url: `/api/owner/outbox?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.messages.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    const detail = (await owner.request({ method: 'GET', url: `/api/owner/outbox/${ids[1]}` })).json();
    expect(detail.message).toMatchObject({ text: 'Code 1', html: '<b>1</b>', subject: 'Gift 1' });
    expect((await owner.request({ method: 'GET', url: `/api/owner/outbox/${'0'.repeat(24)}` })).statusCode).toBe(404);
  });
});
