import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { verifyPassword, TEST_ARGON2_COST } from '../features/owner/index.ts';
import { findContributorForSignIn, listContributors } from '../features/owner/index.ts';
import { createWebsite } from '../features/site/index.ts';
import { forEachDialect } from '../test-support/dialects.ts';
import { adminCommand, adminFromEnv, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, seedFirstAdmin } from './admin.ts';

forEachDialect('first admin and `plinth admin create`', (t) => {
  let websiteId: string;
  const errors: string[] = [];
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => void errors.splice(0));
  // The command closes its database; hand it the suite's, with a close that does nothing.
  const open = async () => ({ db: t.db, close: async () => {} });

  it('does nothing before a default site exists', async () => {
    expect(await seedFirstAdmin(t.db, { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, cost: TEST_ARGON2_COST })).toBeNull();
    expect(await adminCommand(open, ['create', '--email', 'a@plinth.test', '--password', 'long-enough'])).toBe(1);
    expect(errors.join('\n')).toContain('There is no website yet');
  });

  it('creates the first admin from the defaults once', async () => {
    websiteId = (await createWebsite(t.db, { name: 'Site', isDefault: true })).id;
    const demo = { demo: true };
    expect(adminFromEnv({}, demo)).toEqual({ email: 'admin@plinth.local', password: 'plinth-demo', defaults: true });
    expect(adminFromEnv({ PLINTH_ADMIN_EMAIL: 'me@x.test', PLINTH_ADMIN_PASSWORD: 'secret-pw' }, demo)).toEqual({ email: 'me@x.test', password: 'secret-pw', defaults: false });
    const admin = await seedFirstAdmin(t.db, { ...adminFromEnv({}, demo)!, cost: TEST_ARGON2_COST });
    expect(admin).toMatchObject({ email: 'admin@plinth.local', role: 'ADMIN', websiteId });
    const row = await findContributorForSignIn(t.db, websiteId, 'admin@plinth.local');
    expect(await verifyPassword('plinth-demo', row!.password_hash)).toBe(true);
    expect(await seedFirstAdmin(t.db, { email: 'second@plinth.test', password: 'whatever1', cost: TEST_ARGON2_COST })).toBeNull();
    expect(await listContributors(t.db, websiteId)).toHaveLength(1);
  });

  it('adds a contributor, ADMIN by default, or another role', async () => {
    expect(await adminCommand(open, ['create', '--email', 'Ops@Plinth.test', '--password', 'ops-password', '--name', 'Ops'])).toBe(0);
    expect(await adminCommand(open, ['create', '--email', 'shop@plinth.test', '--password', 'shop-password', '--role', 'STORE_MANAGER'])).toBe(0);
    const all = await listContributors(t.db, websiteId);
    expect(all.map((c) => [c.email, c.role])).toContainEqual(['ops@plinth.test', 'ADMIN']);
    expect(all.map((c) => [c.email, c.role])).toContainEqual(['shop@plinth.test', 'STORE_MANAGER']);
  });

  it.each([
    [['create', '--email', 'x@plinth.test', '--password', 'short'], 'Password must be at least 8 characters.'],
    [['create', '--email', 'not-mail', '--password', 'long-enough'], 'Email must be a valid e-mail address.'],
    [['create', '--password', 'long-enough'], 'Email is required.'],
    [['create', '--email', 'x@plinth.test', '--password', 'long-enough', '--role', 'ROOT'], 'Role must be one of'],
    [['delete', '--email', 'x@plinth.test'], 'Usage: plinth admin create'],
    [['create', '--mail', 'x@plinth.test'], "Unknown option '--mail'"],
  ])('exits 2 with a clear message for %j', async (argv, message) => {
    expect(await adminCommand(open, argv)).toBe(2);
    expect(errors.join('\n')).toContain(message);
  });

  it('refuses an e-mail that exists (exit 1)', async () => {
    expect(await adminCommand(open, ['create', '--email', 'ADMIN@plinth.local', '--password', 'long-enough'])).toBe(1);
    expect(errors.join('\n')).toContain('exists already');
  });
});
