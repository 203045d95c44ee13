import { describe, expect, it } from 'vitest';
import { DIRECT_SERVING, servingFromEnv } from './serving-config.ts';

describe('servingFromEnv', () => {
  it('trusts no proxy, names no canonical address and serves no metrics by default', () => {
    expect(servingFromEnv({})).toEqual(DIRECT_SERVING);
    expect(servingFromEnv({ PLINTH_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it("takes what Fastify's trustProxy takes: loopback, a hop count, a list of addresses and CIDRs", () => {
    expect(servingFromEnv({ PLINTH_TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(servingFromEnv({ PLINTH_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(servingFromEnv({ PLINTH_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(servingFromEnv({ PLINTH_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, fd00::/8, loopback, 172.16.0.0/255.240.0.0' }).trustProxy).toBe('10.0.0.0/8,192.168.1.7,fd00::/8,loopback,172.16.0.0/255.240.0.0');
  });

  it('stops the start with a message naming the variable and the bad entry', () => {
    expect(() => servingFromEnv({ PLINTH_TRUST_PROXY: 'caddy' })).toThrow("PLINTH_TRUST_PROXY must be 'loopback', a hop count, or a comma list of addresses, CIDRs, loopback, linklocal and uniquelocal; 'caddy' is none of these");
    expect(() => servingFromEnv({ PLINTH_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/'10\.0\.0\.0\/33' is none of these/);
    expect(() => servingFromEnv({ PLINTH_TRUST_PROXY: '10.0.0.1,' })).toThrow(/PLINTH_TRUST_PROXY/);
    expect(() => servingFromEnv({ PLINTH_TRUST_PROXY: '0' })).toThrow('PLINTH_TRUST_PROXY as a hop count must be from 1 to 32');
  });

  it('keeps the origin of PLINTH_SITE_URL and refuses anything but an http(s) address at the root', () => {
    expect(servingFromEnv({ PLINTH_SITE_URL: 'https://Shop.Example.com/' }).siteUrl).toBe('https://shop.example.com');
    expect(servingFromEnv({ PLINTH_SITE_URL: 'http://127.0.0.1:8080' }).siteUrl).toBe('http://127.0.0.1:8080');
    for (const bad of ['shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/store', 'https://u:p@shop.example.com', 'https://shop.example.com/?a=1']) {
      expect(() => servingFromEnv({ PLINTH_SITE_URL: bad })).toThrow(/^PLINTH_SITE_URL must be/);
    }
  });

  it('asks for a metrics token long enough not to be guessed', () => {
    expect(servingFromEnv({ PLINTH_METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => servingFromEnv({ PLINTH_METRICS_TOKEN: 'secret' })).toThrow('PLINTH_METRICS_TOKEN must be at least 16 characters');
  });
});
