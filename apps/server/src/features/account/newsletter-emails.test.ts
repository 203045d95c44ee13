import { expect, it } from 'vitest';
import { failingAfterRecording, WRITE_FAULT } from '../../infra/mail/failing-mailer.testing.ts';
import type { SiteUserSession } from '../site-users/index.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { switchNewsletter } from './profile-service.ts';

const SITE = { siteName: 'Plinth Demo Store', origin: 'https://shop.example' };

forEachStore("the account's newsletter switch and its double opt-in e-mail", (store) => {
  /** A signed-in customer whose address is not verified yet (so joining needs the double opt-in). */
  const unverifiedSession = async (): Promise<SiteUserSession> => ({
    siteUser: await addSiteUser(store.db, { verified: false }),
    xsrfToken: 'not-used-here',
    rememberMe: false,
    expiresAt: Date.now() + 60 * 60_000,
  });
  const listEntry = (email: string) => store.db.selectFrom('mailing_list').select('status').where('email', '=', email).executeTakeFirst();
  const mailTo = (email: string) => store.db.selectFrom('outbox').select(['kind', 'status', 'text_body']).where('to_address', '=', email).execute();

  it('makes the address pending only together with its e-mail: a failed write leaves neither', async () => {
    const session = await unverifiedSession();
    const email = session.siteUser.email;
    const failing = { ...store.app.deps, mailer: failingAfterRecording(store.app.deps.mailer) };
    await expect(switchNewsletter(failing, session, true, SITE)).rejects.toThrow(WRITE_FAULT);
    expect(await listEntry(email)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
  });

  it('commits the pending address with exactly one e-mail carrying its confirmation link', async () => {
    const session = await unverifiedSession();
    const email = session.siteUser.email;
    expect(await switchNewsletter(store.app.deps, session, true, SITE)).toEqual({ subscribed: false, pending: true });
    expect(await listEntry(email)).toEqual({ status: 'pending' });
    expect(await mailTo(email)).toEqual([{ kind: 'form', status: 'outbox', text_body: expect.stringContaining('https://shop.example/api/newsletter/confirm?token=') }]);
  });
});
