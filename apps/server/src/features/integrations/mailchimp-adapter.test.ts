import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailchimpStandIn, STAND_IN_API_KEY, STAND_IN_EMPTY_KEY, type MailchimpStandIn } from '../../test-support/mailchimp-stand-in.ts';
import { createMailchimpClient, mailchimpDatacenter, mailchimpOrigin, ProviderError, subscriberHash } from './mailchimp-adapter.ts';

/* The Mailchimp Marketing API v3 adapter against a local stand-in that speaks that API. */

describe('the Mailchimp adapter', () => {
  let standIn: MailchimpStandIn;
  beforeAll(async () => {
    standIn = await startMailchimpStandIn();
  });
  afterAll(() => standIn.close());

  it('finds the data centre in the key and the API origin from it', () => {
    expect(mailchimpDatacenter(STAND_IN_API_KEY)).toBe('us6');
    expect(mailchimpDatacenter('abc')).toBeNull();
    expect(mailchimpDatacenter('0123456789abcdef0123456789abcdef-us6.evil.example/')).toBeNull();
    expect(mailchimpOrigin(STAND_IN_API_KEY, undefined)).toBe('https://us6.api.mailchimp.com');
  });

  it('lists the account’s lists with basic auth anystring:<key>', async () => {
    const client = createMailchimpClient(STAND_IN_API_KEY, { baseUrl: standIn.url });
    expect(await client.lists()).toEqual([
      { id: 'a1b2c3d4e5', name: 'Studio newsletter', members: 0 },
      { id: 'f6g7h8i9j0', name: 'Wholesale buyers', members: 0 },
    ]);
    const last = standIn.requests.at(-1);
    expect(last?.path).toBe('/3.0/lists');
    expect(Buffer.from((last?.authorization ?? '').replace('Basic ', ''), 'base64').toString()).toBe(`anystring:${STAND_IN_API_KEY}`);
    expect(await createMailchimpClient(STAND_IN_EMPTY_KEY, { baseUrl: standIn.url }).lists()).toEqual([]);
  });

  it('subscribes as subscribed or pending; an address already there is done; errors say whose fault', async () => {
    const client = createMailchimpClient(STAND_IN_API_KEY, { baseUrl: standIn.url });
    await client.subscribe('a1b2c3d4e5', 'ada@example.com', 'subscribed');
    await client.subscribe('a1b2c3d4e5', 'bo@example.com', 'pending');
    await client.subscribe('a1b2c3d4e5', 'ada@example.com', 'subscribed');
    expect(standIn.members.get('a1b2c3d4e5')).toEqual([{ email_address: 'ada@example.com', status: 'subscribed' }, { email_address: 'bo@example.com', status: 'pending' }]);

    const refused = await createMailchimpClient('ffffffffffffffffffffffffffffffff-us6', { baseUrl: standIn.url }).lists().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).kind).toBe('refused');
    standIn.failNext(1);
    expect(((await client.lists().catch((e: unknown) => e)) as ProviderError).kind).toBe('unavailable');
    expect(((await client.subscribe('nope', 'x@example.com', 'subscribed').catch((e: unknown) => e)) as ProviderError).kind).toBe('rejected');
    const down = await createMailchimpClient(STAND_IN_API_KEY, { baseUrl: 'http://127.0.0.1:9' }).lists().catch((e: unknown) => e);
    expect((down as ProviderError).kind).toBe('unavailable');
  });

  it('unsubscribes a member at /members/{MD5 of the lower-case address}; signing up again asks for confirmation', async () => {
    const client = createMailchimpClient(STAND_IN_API_KEY, { baseUrl: standIn.url });
    await client.subscribe('f6g7h8i9j0', 'cy@example.com', 'subscribed');
    await client.unsubscribe('f6g7h8i9j0', 'Cy@Example.com');
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/3.0/lists/f6g7h8i9j0/members/${subscriberHash('cy@example.com')}` });
    // An address Mailchimp did not have yet is kept as unsubscribed.
    await client.unsubscribe('f6g7h8i9j0', 'di@example.com');
    expect(standIn.members.get('f6g7h8i9j0')).toEqual([{ email_address: 'cy@example.com', status: 'unsubscribed' }, { email_address: 'di@example.com', status: 'unsubscribed' }]);
    // Signing up again: Mailchimp refuses 'subscribed' for an unsubscribed member, so it becomes 'pending'.
    await client.subscribe('f6g7h8i9j0', 'di@example.com', 'subscribed');
    expect(standIn.members.get('f6g7h8i9j0')?.[1]).toEqual({ email_address: 'di@example.com', status: 'pending' });
    expect(((await client.unsubscribe('nope', 'cy@example.com').catch((e: unknown) => e)) as ProviderError).kind).toBe('rejected');
  });
});
