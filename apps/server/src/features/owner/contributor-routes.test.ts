import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { ownerVisitor } from '../../test-support/owner.ts';

forEachStore('owner contributors', (store) => {
  const patch = (visitor: Awaited<ReturnType<typeof ownerVisitor>>, id: string, payload: object) =>
    visitor.request({ method: 'PATCH', url: `/api/owner/contributors/${id}`, payload });

  it('adds a contributor who can then sign in, and lists them', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const created = await admin.send('POST', '/api/owner/contributors', { email: 'Robin@Shop.Test', name: 'Robin', role: 'STORE_MANAGER', password: 'robin-secret' });
    expect(created.statusCode).toBe(201);
    expect(created.json().contributor).toMatchObject({ email: 'robin@shop.test', name: 'Robin', role: 'STORE_MANAGER' });
    expect(created.json().contributor.password_hash).toBeUndefined();
    const list = await admin.request({ method: 'GET', url: '/api/owner/contributors' });
    expect(list.json().contributors.map((c: { email: string }) => c.email)).toContain('robin@shop.test');
    const robin = await ownerVisitor(store);
    const signIn = await robin.request({ method: 'POST', url: '/api/owner/session', payload: { email: 'robin@shop.test', password: 'robin-secret' }, remoteAddress: '10.1.0.1' });
    expect(signIn.statusCode).toBe(200);
    expect((await robin.request({ method: 'GET', url: '/api/owner/products' })).statusCode).toBe(200);
    expect((await robin.request({ method: 'GET', url: '/api/owner/contributors' })).statusCode).toBe(403);
  });

  it('refuses a duplicate e-mail (409), a short password, a bad e-mail and an unknown role (400) — writing nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const before = await store.db.selectFrom('contributors').select('id').execute();
    const dup = await admin.send('POST', '/api/owner/contributors', { email: admin.contributor!.email.toUpperCase(), role: 'VIEWER', password: 'long-enough' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: { code: 'CONFLICT', message: 'A contributor with this e-mail exists already.' } });
    const short = await admin.send('POST', '/api/owner/contributors', { email: 'short@plinth.test', role: 'VIEWER', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 8 characters.');
    const email = await admin.send('POST', '/api/owner/contributors', { email: 'not-an-email', role: 'VIEWER', password: 'long-enough' });
    expect(email.json().error.message).toBe('Email must be a valid e-mail address.');
    const role = await admin.send('POST', '/api/owner/contributors', { email: 'r@plinth.test', role: 'OWNER', password: 'long-enough' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.message).toMatch(/^Role must be one of ADMIN, BILLING/);
    expect(await store.db.selectFrom('contributors').select('id').execute()).toHaveLength(before.length);
  });

  it('changes a role, which applies to the open session at once', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'GET', url: '/api/owner/orders' })).statusCode).toBe(403);
    const changed = await patch(admin, editor.contributor!.id, { role: 'BILLING' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().contributor.role).toBe('BILLING');
    expect((await editor.request({ method: 'GET', url: '/api/owner/orders' })).statusCode).toBe(200);
    expect((await patch(admin, 'f'.repeat(24), { role: 'VIEWER' })).statusCode).toBe(404);
  });

  it('keeps at least one ADMIN', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    // Demote every other admin first, so this one is the last.
    const admins = await store.db.selectFrom('contributors').select('id').where('role', '=', 'ADMIN').where('id', '!=', admin.contributor!.id).execute();
    for (const { id } of admins) expect((await patch(admin, id, { role: 'VIEWER' })).statusCode).toBe(200);
    const self = await patch(admin, admin.contributor!.id, { role: 'VIEWER' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: { code: 'CONFLICT', message: 'The site needs at least one ADMIN.' } });
  });
});
