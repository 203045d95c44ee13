import { listMedia, mediaFile, type MediaFile } from '@plinth/api';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { createWebsite } from '../site/index.ts';
import { recordMediaUsage } from './index.ts';
import { pngBomb, plainPng, settled, testMediaStorage, twoColourJpeg, upload, type StorageKind } from './test-support/media-test-kit.ts';

const MAX = 2 * 1024 * 1024;
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

async function uploadOne(owner: Visitor, fileName: string, bytes: Buffer): Promise<MediaFile> {
  const answer = await upload(owner, [{ fileName, bytes }]);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().files[0];
}

async function readyImage(owner: Visitor, fileName = 'photo.jpg', bytes?: Buffer): Promise<MediaFile> {
  const file = await uploadOne(owner, fileName, bytes ?? (await twoColourJpeg()));
  const job = await settled(owner, file.id);
  expect(job.status, job.message ?? '').toBe('ready');
  return job.file as unknown as MediaFile;
}

function mediaSuite(kind: StorageKind): void {
  const storage = testMediaStorage(kind, MAX);
  forEachStore(
    `media library on ${kind}`,
    (store: TestStore) => {
      const get = (url: string, accept?: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers: { ...(accept ? { accept } : {}), ...headers } });

      it('uploads an image, processes it as a job and reads its real size and the colours of its five regions', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await uploadOne(owner, 'Red and blue.jpg', await twoColourJpeg());
        expect(mediaFile.safeParse(file).error).toBeUndefined();
        expect(file).toMatchObject({ fileName: 'Red and blue.jpg', contentType: 'image/jpeg', status: 'processing', originalSize: null, version: 1, isImage: true, usage: [] });
        expect(file.url).toBe(`/media/${file.id}/Red%20and%20blue.jpg`);
        expect(file.assetUrl).toBe(`/media/${file.id}/v1/Red%20and%20blue.jpg`);
        const job = await settled(owner, file.id);
        expect(job).toMatchObject({ status: 'ready', message: null });
        const ready = job.file as unknown as MediaFile;
        expect(ready.originalSize).toBe('1200x800');
        expect(ready.colorData).toMatchObject({ topLeft: expect.stringMatching(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/), topRight: expect.stringMatching(/^#0[0-9a-f]0[0-9a-f]f[0-9a-f]$/) });
        // The served original carries no metadata.
        const original = await get(`${ready.url}?format=original`);
        expect(original.statusCode).toBe(200);
        expect(original.headers['content-type']).toBe('image/jpeg');
        const metadata = await sharp(original.rawPayload).metadata();
        expect(metadata.exif).toBeUndefined();
        expect([metadata.width, metadata.height]).toEqual([1200, 800]);
      });

      it('serves srcset derivatives made on first request and then cached, in WebP or AVIF as Accept allows, with Vary and cache headers', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner);
        const first = await get(`${file.assetUrl}?format=500w`, WEBP);
        expect(first.statusCode).toBe(200);
        expect(first.headers).toMatchObject({ 'content-type': 'image/webp', vary: 'Accept', 'cache-control': 'public, max-age=31536000, immutable' });
        expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500, height: 333 });
        const again = await get(`${file.assetUrl}?format=500w`, WEBP);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect((await get(`${file.assetUrl}?format=500w`, WEBP, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
        // The stable URL is revalidated (it survives a replace).
        expect((await get(`${file.url}?format=500w`, WEBP)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        const avif = await get(`${file.assetUrl}?format=100w`, 'image/avif,*/*');
        expect(avif.headers['content-type']).toBe('image/avif');
        const plain = await get(`${file.assetUrl}?format=300w`);
        expect(plain.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(plain.rawPayload).metadata()).width).toBe(300);
        // Never wider than the original.
        expect((await sharp((await get(`${file.assetUrl}?format=2500w`, WEBP)).rawPayload).metadata()).width).toBe(1200);
      });

      it('refuses any other ?format with a 400, never resizing to a size a client asks for', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner);
        for (const format of ['123w', '500', '99999w', 'w', 'original2']) {
          const answer = await get(`${file.url}?format=${format}`);
          expect(answer.statusCode, format).toBe(400);
          expect(answer.json().error.message).toMatch(/^format must be one of 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w, original/);
        }
        expect((await get(`/media/${file.id}/a/b/c`)).statusCode).toBe(404);
        expect((await get(`/media/000000000000000000000000/x.jpg`)).statusCode).toBe(404);
      });

      it('refuses a file over the cap with 413 and the spec message, and keeps nothing of it', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const before = (await owner.request({ method: 'GET', url: '/api/owner/media?limit=100' })).json().files.length;
        const big = Buffer.concat([await plainPng(10, 10), Buffer.alloc(MAX)]);
        const answer = await upload(owner, [{ fileName: 'huge.png', bytes: big }]);
        expect(answer.statusCode).toBe(413);
        expect(answer.json().error.message).toBe('The file huge.png is too large; the maximum allowed file size is 2 MB.');
        expect((await owner.request({ method: 'GET', url: '/api/owner/media?limit=100' })).json().files.length).toBe(before);
      });

      it('decides the type from the bytes: refuses text and SVG, takes a PNG whatever its name', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const text = await upload(owner, [{ fileName: 'notes.jpg', bytes: Buffer.from('just some words, not a picture') }]);
        expect(text.statusCode).toBe(400);
        expect(text.json().error.message).toBe('The file notes.jpg does not appear to be a supported file type.');
        const svg = await upload(owner, [{ fileName: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]);
        expect(svg.json().error.message).toBe('The file logo.svg does not appear to be a supported file type.');
        const png = await uploadOne(owner, 'report.txt', await plainPng(40, 30));
        expect(png.contentType).toBe('image/png');
        const pdf = await uploadOne(owner, 'menu.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
        expect(pdf).toMatchObject({ contentType: 'application/pdf', status: 'ready', isImage: false, originalSize: null });
        expect((await get(`${pdf.url}?format=500w`)).json().error.message).toBe('This file has no sizes: only ?format=original.');
        const served = await get(pdf.url);
        expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
      });

      it('takes WebVTT captions, known by their first line and served as text/vtt; other text, broken UTF-8 or over 1 MB is refused', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const cues = '\uFEFFWEBVTT\n\n00:00.000 --> 00:02.500\nHola, señor — ¿qué tal?\n';
        const vtt = await uploadOne(owner, 'captions.txt', Buffer.from(cues));
        expect(vtt).toMatchObject({ contentType: 'text/vtt', status: 'ready', isImage: false, originalSize: null, size: Buffer.byteLength(cues) });
        const served = await get(vtt.url);
        expect(served.headers).toMatchObject({ 'content-type': 'text/vtt; charset=utf-8', 'x-content-type-options': 'nosniff' });
        expect(served.body).toBe(cues);
        expect((await uploadOne(owner, 'tab.vtt', Buffer.from('WEBVTT\tKind: captions\n'))).contentType).toBe('text/vtt');
        const refusals: Array<[string, Buffer]> = [
          ['words.vtt', Buffer.from('just some words, not captions\n')],
          ['almost.vtt', Buffer.from('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n')],
          ['late.vtt', Buffer.from('\n\nWEBVTT\n')],
          ['nul.vtt', Buffer.from('WEBVTT\0\n')],
          ['latin1.vtt', Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nSe'), Buffer.from([0xf1]), Buffer.from('or\n')])],
        ];
        for (const [fileName, bytes] of refusals) {
          const answer = await upload(owner, [{ fileName, bytes }]);
          expect(answer.statusCode, fileName).toBe(400);
          expect(answer.json().error.message).toBe(`The file ${fileName} does not appear to be a supported file type.`);
        }
        const long = await upload(owner, [{ fileName: 'long.vtt', bytes: Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(1024 * 1024, 'a')]) }]);
        expect(long.statusCode).toBe(413);
        expect(long.json().error.message).toBe('The file long.vtt is too large; the maximum allowed file size is 1 MB.');
      });

      it('streams a file of megabytes (far over the JSON body limit) straight to storage', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const noisy = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
        expect(noisy.length).toBeGreaterThan(1024 * 1024);
        const file = await readyImage(owner, 'noise.png', noisy);
        expect(file.originalSize).toBe('900x700');
        const original = await get(`${file.url}?format=original`);
        expect(original.rawPayload.length).toBe(file.size);
      });

      it('keeps only the last segment of a name, so no name climbs out of its folder', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await uploadOne(owner, '../../../etc/passwd.png', await plainPng(20, 20));
        expect(file.fileName).toBe('passwd.png');
        expect(file.url).toBe(`/media/${file.id}/passwd.png`);
      });

      it('fails a decompression bomb with the spec message, leaving no bytes behind', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await uploadOne(owner, 'bomb.png', pngBomb());
        const job = await settled(owner, file.id);
        expect(job).toMatchObject({ status: 'failed', message: 'File processing failed.' });
        expect((await get(`${file.url}?format=original`)).statusCode).toBe(404);
        if (kind === 'folder') expect(existsSync(join(String(storage.settings.dir), await defaultSiteId(store.db), file.id, 'v1'))).toBe(false);
      });

      it('accepts several files at once, with alt text for them', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const answer = await upload(owner, [{ fileName: 'a.png', bytes: await plainPng(30, 30) }, { fileName: 'b.png', bytes: await plainPng(30, 30, '#ff8800') }], { altText: 'A swatch' });
        expect(answer.statusCode, answer.body).toBe(201);
        expect(answer.json().files.map((f: MediaFile) => [f.fileName, f.altText])).toEqual([['a.png', 'A swatch'], ['b.png', 'A swatch']]);
        const none = await owner.request({ method: 'POST', url: '/api/owner/media', payload: { x: 1 } });
        expect(none.statusCode).toBe(400);
      });

      it('renames (not to nothing), sets alt text and a focal point; old links keep working', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner, 'IMG_0001.jpg');
        const empty = await owner.request({ method: 'PATCH', url: `/api/owner/media/${file.id}`, payload: { fileName: '   ' } });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().error.message).toBe('Please enter a file name.');
        const renamed = await owner.request({ method: 'PATCH', url: `/api/owner/media/${file.id}`, payload: { fileName: 'Beach at dawn.jpg', altText: 'The beach at dawn', mediaFocalPoint: { x: 0.25, y: 0.75 } } });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(renamed.json().file).toMatchObject({ fileName: 'Beach at dawn.jpg', altText: 'The beach at dawn', mediaFocalPoint: { x: 0.25, y: 0.75 }, url: `/media/${file.id}/Beach%20at%20dawn.jpg` });
        expect((await get(file.url)).statusCode).toBe(200);
        const bad = await owner.request({ method: 'PATCH', url: `/api/owner/media/${file.id}`, payload: { mediaFocalPoint: { x: 2, y: 0 } } });
        expect(bad.json().error.message).toMatch(/A focal point is between 0 and 1\./);
        const cleared = await owner.request({ method: 'PATCH', url: `/api/owner/media/${file.id}`, payload: { mediaFocalPoint: null } });
        expect(cleared.json().file.mediaFocalPoint).toBeNull();
      });

      it('replaces a file in place: the same URL serves the new bytes, the new version gets a new immutable URL', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner, 'banner.jpg');
        const before = await get(`${file.url}?format=300w`, WEBP);
        const body = await import('./test-support/media-test-kit.ts').then(({ multipart }) => plainPng(900, 300, '#00aa00').then((bytes) => multipart([{ fileName: 'banner-new.png', value: bytes }])));
        const replaced = await owner.request({ method: 'PUT', url: `/api/owner/media/${file.id}/content`, ...body });
        expect(replaced.statusCode, replaced.body).toBe(200);
        const now = replaced.json().file as MediaFile;
        expect(now).toMatchObject({ id: file.id, url: file.url, version: 2, status: 'ready', originalSize: '900x300', contentType: 'image/png', fileName: 'banner.jpg' });
        expect(now.assetUrl).toBe(`/media/${file.id}/v2/banner.jpg`);
        const after = await get(`${file.url}?format=300w`, WEBP);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect((await sharp(after.rawPayload).metadata()).height).toBe(100);
        // The old immutable URL is no longer immutable: it answers the current bytes, revalidated.
        const old = await get(`${file.assetUrl}?format=300w`, WEBP);
        expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(old.rawPayload.equals(after.rawPayload)).toBe(true);
        // A replacement that does not process changes nothing.
        const { multipart } = await import('./test-support/media-test-kit.ts');
        const failed = await owner.request({ method: 'PUT', url: `/api/owner/media/${file.id}/content`, ...multipart([{ fileName: 'bomb.png', value: pngBomb() }]) });
        expect(failed.statusCode).toBe(400);
        expect(failed.json().error.message).toBe('File processing failed.');
        expect((await owner.request({ method: 'GET', url: `/api/owner/media/${file.id}` })).json().file.version).toBe(2);
      });

      it('says where a file is used before deleting it, and deletes it with force', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner, 'hero.jpg');
        const siteId = await defaultSiteId(store.db);
        for (const n of [1, 2, 3]) await recordMediaUsage(store.db, siteId, { kind: 'page', id: `page-${n}`, title: `Page ${n}` }, [file.id]);
        await recordMediaUsage(store.db, siteId, { kind: 'gallery', id: 'g-1', title: 'Summer' }, [file.id, 'not-a-file']);
        const shown = (await owner.request({ method: 'GET', url: `/api/owner/media/${file.id}` })).json().file as MediaFile;
        expect(shown.usage).toHaveLength(4);
        const refused = await owner.request({ method: 'DELETE', url: `/api/owner/media/${file.id}` });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe('This file is used on 3 pages and 1 gallery; links to it must be updated. Delete it anyway with force=true.');
        // A user that stops using the file takes its usage with it.
        await recordMediaUsage(store.db, siteId, { kind: 'gallery', id: 'g-1', title: 'Summer' }, []);
        expect((await owner.request({ method: 'GET', url: `/api/owner/media/${file.id}` })).json().file.usage).toHaveLength(3);
        expect((await get(`${file.url}?format=100w`, WEBP)).statusCode).toBe(200);
        const deleted = await owner.request({ method: 'DELETE', url: `/api/owner/media/${file.id}?force=true` });
        expect(deleted.statusCode).toBe(204);
        expect((await get(`${file.url}?format=100w`, WEBP)).statusCode).toBe(404);
        expect((await owner.request({ method: 'GET', url: `/api/owner/media/${file.id}` })).statusCode).toBe(404);
      });

      it('lists the library with search, sort and Load More', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const tag = `zq${Date.now().toString(36)}`;
        for (const name of ['c', 'a', 'b', 'd', 'e']) await uploadOne(owner, `${tag}-${name}.png`, await plainPng(10, 10));
        const list = (query: string) => owner.request({ method: 'GET', url: `/api/owner/media?${query}` }).then((r) => r.json());
        const first = await list(`search=${tag.toUpperCase()}&sort=name&limit=2`);
        expect(listMedia.response.safeParse(first).error).toBeUndefined();
        expect(first.maxUploadBytes).toBe(MAX);
        expect(first.files.map((f: MediaFile) => f.fileName)).toEqual([`${tag}-a.png`, `${tag}-b.png`]);
        const second = await list(`search=${tag}&sort=name&limit=2&cursor=${first.nextCursor}`);
        expect(second.files.map((f: MediaFile) => f.fileName)).toEqual([`${tag}-c.png`, `${tag}-d.png`]);
        const third = await list(`search=${tag}&sort=name&limit=2&cursor=${second.nextCursor}`);
        expect(third.files.map((f: MediaFile) => f.fileName)).toEqual([`${tag}-e.png`]);
        expect(third.nextCursor).toBeNull();
        expect((await list(`search=${tag}&sort=newest`)).files[0].fileName).toBe(`${tag}-e.png`);
        expect((await list(`search=${tag}_%25`)).files).toEqual([]);
        expect((await owner.request({ method: 'GET', url: '/api/owner/media?cursor=nonsense' })).statusCode).toBe(400);
        // A forged cursor PostgreSQL would choke on (a fraction against an integer column, a NUL) is refused the same way.
        for (const [sort, forged] of [['newest', [1.5, 'abc']], ['size', [1e308, 'abc']], ['name', ['a\u0000', 'abc']], ['newest', [1, 'a\u0000']]] as const) {
          const response = await owner.request({ method: 'GET', url: `/api/owner/media?sort=${sort}&cursor=${Buffer.from(JSON.stringify(forged)).toString('base64url')}` });
          expect({ forged, status: response.statusCode, message: response.json().error?.message }).toEqual({ forged, status: 400, message: 'cursor is not valid.' });
        }
        expect((await owner.request({ method: 'GET', url: '/api/owner/media?sort=colour' })).json().error.message).toMatch(/sort must be one of newest, oldest, name, size/);
      });

      it('reports a job that died with its process as failed to complete, and cancels a running one', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const siteId = await defaultSiteId(store.db);
        const row = (id: string, startedAt: number) => ({
          id, website_id: siteId, file_name: 'x.png', search_text: 'x.png', content_type: 'image/png', size: 1, version: 1, status: 'processing', processing_started_at: startedAt, created_at: startedAt, updated_at: startedAt,
        });
        await store.db.insertInto('media_files').values([row('aaaaaaaaaaaaaaaaaaaaaaa1', Date.now() - 10 * 60_000), row('aaaaaaaaaaaaaaaaaaaaaaa2', Date.now())]).execute();
        expect((await settled(owner, 'aaaaaaaaaaaaaaaaaaaaaaa1'))).toMatchObject({ status: 'failed', message: 'File processing failed to complete.' });
        const cancelled = await owner.request({ method: 'POST', url: '/api/owner/media/aaaaaaaaaaaaaaaaaaaaaaa2/job/cancel' });
        expect(cancelled.json().job).toMatchObject({ status: 'cancelled', message: 'File processing cancelled.', file: null });
        expect((await owner.request({ method: 'GET', url: '/api/owner/media/aaaaaaaaaaaaaaaaaaaaaaa2' })).statusCode).toBe(404);
      });

      it('never shows or serves a file of another site', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const file = await readyImage(owner, 'ours.jpg');
        const other = await createWebsite(store.db, { name: 'Other', isDefault: false, currency: 'USD', timeZone: 'UTC', hosts: [`other-${file.id}.test`], now: Date.now() });
        expect((await get(`${file.url}?format=100w`, WEBP, { host: `other-${file.id}.test` })).statusCode).toBe(404);
        await store.db.updateTable('media_files').set({ website_id: other.id }).where('id', '=', file.id).execute();
        expect((await owner.request({ method: 'GET', url: `/api/owner/media/${file.id}` })).statusCode).toBe(404);
        expect((await owner.request({ method: 'DELETE', url: `/api/owner/media/${file.id}?force=true` })).statusCode).toBe(404);
      });

      it('refuses a replace of a file still processing, or with more than one file', async () => {
        const owner = await ownerVisitor(store, 'EDITOR');
        const { multipart } = await import('./test-support/media-test-kit.ts');
        const file = await readyImage(owner, 'one.jpg');
        const png = await plainPng(20, 20);
        const two = await owner.request({ method: 'PUT', url: `/api/owner/media/${file.id}/content`, ...multipart([{ fileName: 'a.png', value: png }, { fileName: 'b.png', value: png }]) });
        expect(two.statusCode).toBe(400);
        expect(two.json().error.message).toBe('Replace takes exactly one file.');
        await store.db.updateTable('media_files').set({ status: 'processing', processing_started_at: Date.now() }).where('id', '=', file.id).execute();
        const busy = await owner.request({ method: 'PUT', url: `/api/owner/media/${file.id}/content`, ...multipart([{ fileName: 'a.png', value: png }]) });
        expect(busy.statusCode).toBe(409);
        expect((await owner.request({ method: 'PUT', url: '/api/owner/media/ffffffffffffffffffffffff/content', ...multipart([{ fileName: 'a.png', value: png }]) })).statusCode).toBe(404);
      });

      it('lets content:read roles read and only content:write roles change', async () => {
        const viewer = await ownerVisitor(store, 'VIEWER');
        expect((await viewer.request({ method: 'GET', url: '/api/owner/media' })).statusCode).toBe(200);
        const refused = await upload(viewer, [{ fileName: 'a.png', bytes: await plainPng(10, 10) }]);
        expect(refused.statusCode).toBe(403);
        const stranger = await ownerVisitor(store);
        expect((await stranger.request({ method: 'GET', url: '/api/owner/media' })).statusCode).toBe(401);
      });

      it('serves the demo products\' pictures from the library: 2500-px PNGs drawn at first request, with real derivatives', async () => {
        const product = await store.db.selectFrom('items').select('main_image_url').where('main_image_url', 'like', '/media/%').executeTakeFirstOrThrow();
        const url = String(product.main_image_url);
        expect(url).toMatch(/^\/media\/[0-9a-f]{24}\/v1\/[a-z0-9-]+\.png$/);
        const original = await get(`${url}?format=original`);
        expect(original.headers['content-type']).toBe('image/png');
        expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 2500, height: 2500 });
        const thumb = await get(`${url}?format=300w`, WEBP);
        expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300 });
      });
    },
    { get media() { return storage.settings; } },
  );
}

describe.each(['folder', 's3'] as const)('%s storage', (kind) => mediaSuite(kind));
