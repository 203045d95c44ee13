import { beforeEach, describe, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { redactUrl } from './log-redaction.ts';

/* Secrets in request URLs never reach the request log, read here as `plinth start` writes it at LOG_LEVEL=info. */

describe('redactUrl', () => {
  it('hides the feed and subscription-cart tokens of paths and secret query values, and keeps the rest', () => {
    expect(redactUrl('/feeds/Zq3xY_-abcdefghijklmnop/products.xml')).toBe('/feeds/[redacted]/products.xml');
    expect(redactUrl('/feeds/Zq3xY/products.xml/')).toBe('/feeds/[redacted]/products.xml/');
    expect(redactUrl('/api/3/commerce/cart/subscription/cart-secret/pay')).toBe('/api/3/commerce/cart/subscription/[redacted]/pay');
    expect(redactUrl('/commerce/orders/o1/status?token=abc&format=json')).toBe('/commerce/orders/o1/status?token=[redacted]&format=json');
    expect(redactUrl('/api/commerce/gift-card/balance?code=GIFT-1234')).toBe('/api/commerce/gift-card/balance?code=[redacted]');
    expect(redactUrl('/x?cartToken=a&sessionToken=b&Token=c&%74oken=d&page=2')).toBe('/x?cartToken=[redacted]&sessionToken=[redacted]&Token=[redacted]&%74oken=[redacted]&page=2');
    expect(redactUrl('/shop/mug?color=oat&sort=new')).toBe('/shop/mug?color=oat&sort=new');
    expect(redactUrl('/feeds/')).toBe('/feeds/');
    expect(redactUrl('/api/search?q=token')).toBe('/api/search?q=token');
  });
});

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

forEachStore(
  'the request log at level info',
  (store) => {
    beforeEach(() => {
      lines.length = 0;
    });

    it('shows the product feed as /feeds/[redacted]/products.xml and never its token', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const { feedUrl } = (await admin.request({ method: 'GET', url: '/api/owner/product-feed' })).json() as { feedUrl: string };
      const path = new URL(feedUrl).pathname;
      const token = path.split('/')[2] as string;
      expect((await store.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

      const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      expect(logged.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toContain('/feeds/[redacted]/products.xml');
      expect(lines.join('\n')).not.toContain(token);
    });

    it('shows e-mailed and shared tokens of query strings as [redacted]', async () => {
      const secrets = ['order-status-secret', 'unsubscribe-secret', 'reset-secret', 'GIFT-SECRET-42', 'verify-secret'];
      const urls = [
        `/commerce/orders/abc/status?token=${secrets[0]}`,
        `/newsletter/unsubscribe?token=${secrets[1]}`,
        `/account/reset-password?token=${secrets[2]}`,
        `/api/commerce/gift-card/balance?code=${secrets[3]}`,
        `/api/newsletter/confirm?format=html&token=${secrets[4]}`,
      ];
      for (const url of urls) await store.app.inject({ method: 'GET', url });

      const requested = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
      expect(requested).toEqual([
        '/commerce/orders/abc/status?token=[redacted]',
        '/newsletter/unsubscribe?token=[redacted]',
        '/account/reset-password?token=[redacted]',
        '/api/commerce/gift-card/balance?code=[redacted]',
        '/api/newsletter/confirm?format=html&token=[redacted]',
      ]);
      const all = lines.join('\n');
      for (const secret of secrets) expect(all).not.toContain(secret);
    });

    it('logs an error under `error` with its message and stack, as under `err`', () => {
      store.app.log.error({ error: new Error('the disk is full', { cause: new Error('ENOSPC') }) }, 'saving failed');
      const logged = JSON.parse(lines.at(-1) as string) as { msg: string; error: { type: string; message: string; stack: string; cause: { message: string } } };
      expect(logged.msg).toBe('saving failed');
      expect(logged.error).toMatchObject({ type: 'Error', message: 'the disk is full', cause: { message: 'ENOSPC' } });
      expect(logged.error.stack).toContain('log-redaction.test.ts');
    });
  },
  { logger: { level: 'info', stream } },
);
