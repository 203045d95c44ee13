import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/* The API keys panel's routes on both databases: who may use them, what is kept, what is refused. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

forEachStore('api keys: the owner routes', (store) => {
  it('only an ADMIN lists, creates and deletes keys; writes need the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/api-keys' })).statusCode).toBe(401);
    for (const role of ['WEBSITE_MANAGER', 'STORE_MANAGER', 'VIEWER'] as const) {
      const other = await ownerVisitor(store, role);
      expect((await other.request({ method: 'GET', url: '/api/owner/api-keys' })).statusCode, role).toBe(403);
      expect((await other.send('POST', '/api/owner/api-keys', { name: 'x', scopes: ['orders:read'] })).statusCode, role).toBe(403);
    }
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('POST', '/api/owner/api-keys', { name: 'x', scopes: ['orders:read'] }, false)).statusCode).toBe(403);
    expect(await store.db.selectFrom('api_keys').select('id').execute()).toEqual([]);
  });

  it('creates a key whose secret is shown once and stored only as a hash', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const made = await admin.send('POST', '/api/owner/api-keys', { name: '  Warehouse   sync ', scopes: ['inventory:write', 'orders:read', 'orders:read'] });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const { key, secret } = json(made);
    expect(secret).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Warehouse sync', scopes: ['orders:read', 'inventory:write'], prefix: secret.slice(0, 12), lastUsedAt: null });

    const listed = json(await admin.request({ method: 'GET', url: '/api/owner/api-keys' }));
    expect(listed.keys).toEqual([key]);
    expect(listed.scopes).toEqual(['orders:read', 'inventory:read', 'inventory:write', 'products:read', 'transactions:read', 'profiles:read', 'forms:read']);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const rows = await store.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    await admin.send('DELETE', `/api/owner/api-keys/${key.id}`);
  });

  it('refuses a key without a name, without scopes or with an unknown scope, saying why', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    for (const [body, message] of [
      [{ name: '   ', scopes: ['orders:read'] }, 'Please enter a name for the key.'],
      [{ name: 'x'.repeat(61), scopes: ['orders:read'] }, 'A key name is at most 60 characters.'],
      [{ name: 'Sync', scopes: [] }, 'Choose at least one permission for the key.'],
      [{ name: 'Sync', scopes: ['orders:write'] }, 'Each permission must be one of orders:read, inventory:read, inventory:write, products:read, transactions:read, profiles:read, forms:read.'],
      [{ name: 'Sync' }, 'Choose at least one permission for the key.'],
      [[1], 'The body must be a JSON object with name and scopes.'],
    ] as const) {
      const refused = await admin.send('POST', '/api/owner/api-keys', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    expect(json(await admin.request({ method: 'GET', url: '/api/owner/api-keys' })).keys).toEqual([]);
  });

  it('deletes a key: gone from the list, a second delete is 404', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const { key } = json(await admin.send('POST', '/api/owner/api-keys', { name: 'Old', scopes: ['forms:read'] }));
    const deleted = await admin.send('DELETE', `/api/owner/api-keys/${key.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(json(await admin.request({ method: 'GET', url: '/api/owner/api-keys' })).keys).toEqual([]);
    const again = await admin.send('DELETE', `/api/owner/api-keys/${key.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API key.' } });
  });
});
