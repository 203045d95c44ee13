import { describe, expect, it } from 'vitest';
import { addressAllowed, guardedLookup, webhookUrlProblem } from './address-guard.ts';

/* No request forgery through a webhook: the ranges refused, at save and after DNS. */

const strict = { allowLoopback: false };
const loopbackOk = { allowLoopback: true };

describe('addressAllowed', () => {
  it('refuses loopback, private, shared, link-local, unspecified, multicast and reserved IPv4', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '10.0.0.5', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255']) {
      expect(addressAllowed(address, strict), address).toBe(false);
    }
  });

  it('refuses loopback, unique-local, link-local, unspecified and IPv4-carrying IPv6 of a refused address', () => {
    for (const address of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:c0a8:0101::1']) {
      expect(addressAllowed(address, strict), address).toBe(false);
    }
  });

  it('allows public addresses of both families', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34']) {
      expect(addressAllowed(address, strict), address).toBe(true);
    }
  });

  it('allows loopback only when the operator says so, and never private ranges', () => {
    expect(addressAllowed('127.0.0.1', loopbackOk)).toBe(true);
    expect(addressAllowed('::1', loopbackOk)).toBe(true);
    expect(addressAllowed('10.0.0.1', loopbackOk)).toBe(false);
    expect(addressAllowed('169.254.169.254', loopbackOk)).toBe(false);
  });
});

describe('webhookUrlProblem', () => {
  it('wants http(s), no credentials, no literal local host', () => {
    expect(webhookUrlProblem('https://hooks.example.com/plinth', strict)).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.com/', strict)).toBe('scheme');
    expect(webhookUrlProblem('javascript:alert(1)', strict)).toBe('scheme');
    expect(webhookUrlProblem('not a url', strict)).toBe('invalid');
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/', strict)).toBe('credentials');
    for (const url of ['http://127.0.0.1:8080/', 'http://localhost/', 'http://api.localhost/', 'http://[::1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:127.0.0.1]/', 'http://10.1.2.3/']) {
      expect(webhookUrlProblem(url, strict), url).toBe('address');
    }
    expect(webhookUrlProblem('http://127.0.0.1:8080/', loopbackOk)).toBeNull();
    expect(webhookUrlProblem('http://localhost:8080/', loopbackOk)).toBeNull();
  });
});

describe('guardedLookup', () => {
  const resolve = (host: string, options: { allowLoopback: boolean }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) => guardedLookup(options)(host, {}, (error, address) => done({ error, address })));

  it('refuses a name that resolves to loopback, and lets it through when loopback is allowed', async () => {
    const refused = await resolve('localhost', strict);
    expect(refused.error?.code).toBe('EADDRNOTALLOWED');
    const allowed = await resolve('localhost', loopbackOk);
    expect(allowed.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(allowed.address);
  });
});
