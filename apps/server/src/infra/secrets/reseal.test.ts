import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { countStoredSecrets, resealSecrets } from './reseal.ts';
import { createSecretBox } from './secret-box.ts';
import { prepareSiteSecrets } from './site-secrets.ts';

const OLD_KEY = randomBytes(32).toString('base64');
const NEW_KEY = randomBytes(32).toString('base64');

forEachDialect('sealing stored secrets', (t) => {
  beforeAll(async () => {
    await seedDemo(t.db);
  });

  it('seals plain values left from before, then re-seals them under a new key', async () => {
    const { id: websiteId } = await t.db.selectFrom('websites').select('id').executeTakeFirstOrThrow();
    // Rows as an older Plinth stored them: the credentials in plain text.
    await t.db.insertInto('mailing_list_connections').values({ website_id: websiteId, provider: 'mailchimp', api_key: '0123456789abcdef-us6', account_label: 'us6', list_id: null, list_name: null, double_opt_in: 0, connected_at: 1, updated_at: 1 }).execute();
    await t.db.insertInto('webhooks').values({ id: 'hook1', website_id: websiteId, url: 'https://example.com/hook', events_json: '[]', secret: 'whsec_plain', success_count: 0, first_success_at: null, created_at: 1 }).execute();
    expect(await countStoredSecrets(t.db)).toBe(2);

    const old = createSecretBox(OLD_KEY);
    expect(await resealSecrets(t.db, old)).toEqual({ sealed: 2, resealed: 0, current: 0 });
    const connection = await t.db.selectFrom('mailing_list_connections').select('api_key').executeTakeFirstOrThrow();
    const hook = await t.db.selectFrom('webhooks').select('secret').executeTakeFirstOrThrow();
    expect(connection.api_key).not.toContain('0123456789abcdef');
    expect(hook.secret).not.toContain('whsec_plain');
    expect(old.open(connection.api_key)).toBe('0123456789abcdef-us6');
    // Running again changes nothing (every process may run it at start).
    expect(await resealSecrets(t.db, old)).toEqual({ sealed: 0, resealed: 0, current: 2 });

    const rotated = createSecretBox(NEW_KEY, [OLD_KEY]);
    expect(await resealSecrets(t.db, rotated, { rotate: true })).toEqual({ sealed: 0, resealed: 2, current: 0 });
    const after = await t.db.selectFrom('webhooks').select('secret').executeTakeFirstOrThrow();
    // After the rotation the new key alone opens it; the old one no longer can.
    expect(createSecretBox(NEW_KEY).open(after.secret)).toBe('whsec_plain');
    expect(() => old.open(after.secret)).toThrow(/sealed with key/);
  });
});

forEachDialect('secrets at start', (t) => {
  beforeAll(async () => {
    await seedDemo(t.db);
  });

  it('in production without a key, refuses to start when secrets are stored; with one, seals the plain ones', async () => {
    const { id: websiteId } = await t.db.selectFrom('websites').select('id').executeTakeFirstOrThrow();
    const config = { secretKey: undefined, previousSecretKey: undefined, production: true, dataDir: '/nonexistent' };
    const lines: string[] = [];
    await expect(prepareSiteSecrets(config, t.db, (line) => lines.push(line))).resolves.toMatchObject({ configured: false });
    await t.db.insertInto('webhooks').values({ id: 'hook-start', website_id: websiteId, url: 'https://example.com/hook', events_json: '[]', secret: 'whsec_from_before', success_count: 0, first_success_at: null, created_at: 1 }).execute();
    await expect(prepareSiteSecrets(config, t.db)).rejects.toThrow(/PLINTH_SECRET_KEY is not set, and the database holds 1 stored provider secret /);
    const box = await prepareSiteSecrets({ ...config, secretKey: NEW_KEY }, t.db, (line) => lines.push(line));
    expect(lines).toEqual(['Sealed 1 stored provider secret kept in plain text by an older version.']);
    const { secret } = await t.db.selectFrom('webhooks').select('secret').where('id', '=', 'hook-start').executeTakeFirstOrThrow();
    expect(box.open(secret)).toBe('whsec_from_before');
  });
});
