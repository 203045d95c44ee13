import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPicture } from './fetch-picture.ts';
import { startPictureServer, type PictureServer } from './test-kit.ts';

/* Pictures are fetched under the webhooks' rules against request forgery. */

let pictures: PictureServer;
beforeAll(async () => {
  pictures = await startPictureServer();
});
afterAll(async () => {
  await pictures.close();
});

describe('fetchPicture', () => {
  it('refuses loopback, private and link-local addresses and other schemes', async () => {
    for (const [url, reason] of [
      [`${'http://127.0.0.1'}:1/a.png`, 'a private or local address'],
      ['http://localhost/a.png', 'a private or local address'],
      ['http://10.1.2.3/a.png', 'a private or local address'],
      ['http://169.254.169.254/latest/meta-data', 'a private or local address'],
      ['http://[::1]/a.png', 'a private or local address'],
      ['file:///etc/passwd', 'not http or https'],
      ['http://user:pw@example.com/a.png', 'credentials'],
    ] as const) {
      await expect(fetchPicture(url, { allowHosts: [] }), url).rejects.toThrow(reason);
    }
  });

  it('lets the hosts the operator names through, and reports a picture that is not there', async () => {
    await expect(fetchPicture(`${pictures.origin}/tee.png`, { allowHosts: [] })).rejects.toThrow('a private or local address');
    const fetched = await fetchPicture(`${pictures.origin}/tee.png`, { allowHosts: ['127.0.0.1'] });
    expect(fetched.fileName).toBe('tee.png');
    fetched.stream.resume();
    await expect(fetchPicture(`${pictures.origin}/missing.png`, { allowHosts: ['127.0.0.1'] })).rejects.toThrow(`The picture ${pictures.origin}/missing.png could not be fetched: the server answered 404.`);
  });
});
