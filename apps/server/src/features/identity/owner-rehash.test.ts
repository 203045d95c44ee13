import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { addContributor, ownerVisitor, TEST_PASSWORD } from '../../test-support/owner.ts';
import { formerScryptHash } from './test-support/former-scrypt-hash.ts';

forEachStore('an owner’s former scrypt password', (store) => {
  it('signs in once with it, and from then on the stored hash is Argon2id and still works', async () => {
    const c = await addContributor(store.db, 'EDITOR');
    await store.db.updateTable('contributors').set({ password_hash: formerScryptHash(TEST_PASSWORD) }).where('id', '=', c.id).execute();
    const storedHash = async () => (await store.db.selectFrom('contributors').select('password_hash').where('id', '=', c.id).executeTakeFirstOrThrow()).password_hash;
    const signIn = async (password: string, remoteAddress: string) =>
      (await ownerVisitor(store)).request({ method: 'POST', url: '/api/owner/session', payload: { email: c.email, password }, remoteAddress });

    // A wrong password changes nothing.
    expect((await signIn('not-the-password', '10.9.0.1')).statusCode).toBe(401);
    expect(await storedHash()).toMatch(/^scrypt\$/);

    expect((await signIn(TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await signIn(TEST_PASSWORD, '10.9.0.3');
    expect(again.statusCode).toBe(200);
    expect(again.json().contributor.id).toBe(c.id);
    expect((await signIn('not-the-password', '10.9.0.4')).statusCode).toBe(401);
  });
});
