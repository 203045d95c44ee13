import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_CUSTOMER_EMAIL, DEFAULT_DEMO_CUSTOMER_PASSWORD, readConfig } from '../infra/config.ts';
import { forEachDialect } from '../test-support/dialects.ts';
import { seedFirstStart, seedMessages, startMessages, type FirstStart } from './first-start.ts';

const demoCustomer = { email: DEFAULT_DEMO_CUSTOMER_EMAIL, password: DEFAULT_DEMO_CUSTOMER_PASSWORD, defaults: true };
const WHERE = { host: '127.0.0.1', port: 4000, databaseUrl: undefined, dataDir: '/srv/plinth' };

forEachDialect('a first start without the demo', (t) => {
  let first: FirstStart;
  beforeAll(async () => {
    first = await seedFirstStart(t.db, { demo: false, admin: undefined, demoCustomer });
  });

  it('makes one empty site with its Home page: no products, no accounts, no owner', async () => {
    expect(first).toEqual({ demoSeeded: false, emptySiteCreated: true, adminCreated: null, needsOwner: true });
    expect(await t.db.selectFrom('websites').select(['name', 'is_default']).execute()).toEqual([{ name: 'My Site', is_default: 1 }]);
    expect(await t.db.selectFrom('collections').select(['url_id', 'type']).execute()).toEqual([{ url_id: 'home', type: 'page' }]);
    for (const table of ['products', 'items', 'site_users', 'contributors', 'forms'] as const) {
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
  });

  it('leaves the site alone on the next start, and adds the operator\'s admin when both variables are set', async () => {
    const again = await seedFirstStart(t.db, { demo: false, admin: undefined, demoCustomer });
    expect(again).toEqual({ demoSeeded: false, emptySiteCreated: false, adminCreated: null, needsOwner: true });
    const config = readConfig({ PLINTH_ADMIN_EMAIL: 'ops@shop.test', PLINTH_ADMIN_PASSWORD: 'a long operator secret' });
    const withAdmin = await seedFirstStart(t.db, config);
    expect(withAdmin).toEqual({ demoSeeded: false, emptySiteCreated: false, adminCreated: 'ops@shop.test', needsOwner: false });
    expect(await t.db.selectFrom('websites').select('id').execute()).toHaveLength(1);
  });

  it('does not seed the demo into a database that has a site, even when asked', async () => {
    const demo = await seedFirstStart(t.db, { demo: true, admin: readConfig({ PLINTH_DEMO: '1' }).admin, demoCustomer });
    expect(demo.demoSeeded).toBe(false);
    expect(await t.db.selectFrom('products').selectAll().execute()).toEqual([]);
  });
});

describe('what plinth start prints', () => {
  const config = { ...WHERE, demo: false, admin: undefined, demoCustomer };

  it('names the setup screen while the site has no owner, and no password', () => {
    const start = { demoSeeded: false, emptySiteCreated: true, adminCreated: null, needsOwner: true };
    const lines = [...seedMessages(start), ...startMessages(config, start)];
    expect(lines).toEqual([
      'Created an empty site: no products, no accounts (start with --demo or PLINTH_DEMO=1 for the demo store).',
      'Plinth: http://127.0.0.1:4000/  (SQLite in /srv/plinth; Ctrl-C stops it)',
      "Open http://127.0.0.1:4000/config to create your site (its owner's e-mail and password).",
    ]);
  });

  it("prints the demo's sign-ins with their default passwords, and never a password the operator set", () => {
    const demo = { ...config, demo: true, admin: readConfig({ PLINTH_DEMO: '1' }).admin };
    const start = { demoSeeded: true, emptySiteCreated: false, adminCreated: 'admin@plinth.local', needsOwner: false };
    expect([...seedMessages(start), ...startMessages(demo, start)]).toEqual([
      'Seeded the demo store.',
      'Created the first admin, admin@plinth.local.',
      'Plinth demo store: http://127.0.0.1:4000/  (SQLite in /srv/plinth; Ctrl-C stops it)',
      'Dashboard: http://127.0.0.1:4000/config — sign in as admin@plinth.local / plinth-demo',
      'Demo customer: http://127.0.0.1:4000/account/sign-in — sign in as customer@plinth.local / plinth-demo-customer',
    ]);
    const operator = { ...config, admin: readConfig({ PLINTH_ADMIN_EMAIL: 'ops@shop.test', PLINTH_ADMIN_PASSWORD: 'a long operator secret' }).admin };
    const lines = startMessages(operator, { demoSeeded: false, emptySiteCreated: false, adminCreated: null, needsOwner: false });
    expect(lines.join('\n')).toContain('Dashboard: http://127.0.0.1:4000/config — sign in as ops@shop.test');
    expect(lines.join('\n')).not.toContain('a long operator secret');
  });
});
