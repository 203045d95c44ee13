import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TEXT } from '../../infra/http/multipart-errors.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { rawHttp, type RawRequest } from '../../test-support/raw-http.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { MEDIA_TEXT } from './messages.ts';
import { plainPng, testMediaStorage, upload, type StorageKind } from './test-support/media-test-kit.ts';

/*
 * Broken multipart bodies sent to the two upload routes over a real socket (a body cut short is
 * something only a real client sends): each is a 400 naming what is broken, and none leaves a media
 * row, a stored byte, a temp file or a replaced version behind.
 */

// The uploads' temp files go to os.tmpdir(): a folder of this file's own, to see that none is left.
const previousTmp = process.env.TMPDIR;
const uploadTmp = mkdtempSync(join(tmpdir(), 'plinth-malformed-uploads-'));
process.env.TMPDIR = uploadTmp;
afterAll(() => {
  process.env.TMPDIR = previousTmp;
  rmSync(uploadTmp, { recursive: true, force: true });
});

const B = 'plinthBoundary7MA4YWxkTrZu0gW';
const CT = `multipart/form-data; boundary=${B}`;
const PDF = Buffer.from(`%PDF-1.4\n${'1 0 obj<<>>endobj\n'.repeat(200)}trailer<<>>\n%%EOF\n`);

function part(name: string, fileName: string | undefined, value: Buffer): Buffer {
  const disposition = `form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}`;
  return Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: ${disposition}\r\n${fileName === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n`), value, Buffer.from('\r\n')]);
}
const CLOSE = Buffer.from(`--${B}--\r\n`);
const ONE_FILE = Buffer.concat([part('file', 'menu.pdf', PDF), CLOSE]);

interface Case {
  name: string;
  contentType: string;
  body: Buffer;
  message: string;
  /** Only for this route (the other takes the body). */
  only?: 'POST' | 'PUT';
}

const CASES: Case[] = [
  { name: 'no boundary in the Content-Type', contentType: 'multipart/form-data', body: ONE_FILE, message: MULTIPART_TEXT.noBoundary },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: ONE_FILE, message: MULTIPART_TEXT.noBoundary },
  { name: 'a boundary over 70 characters', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: ONE_FILE, message: MULTIPART_TEXT.badBoundary },
  { name: 'a boundary the body does not use', contentType: 'multipart/form-data; boundary=somethingElse', body: ONE_FILE, message: MULTIPART_TEXT.boundaryNotFound },
  { name: 'a body cut inside the part headers', contentType: CT, body: ONE_FILE.subarray(0, `--${B}\r\nContent-Disposition: form-da`.length), message: MULTIPART_TEXT.cutInHeaders },
  { name: 'a body cut inside the file', contentType: CT, body: ONE_FILE.subarray(0, ONE_FILE.length - 1500), message: MULTIPART_TEXT.cutInFile },
  { name: 'a file never ended by a boundary', contentType: CT, body: part('file', 'menu.pdf', PDF), message: MULTIPART_TEXT.cutInFile },
  { name: 'no closing boundary after the file', contentType: CT, body: Buffer.concat([part('file', 'menu.pdf', PDF), Buffer.from(`--${B}\r\n`)]), message: MULTIPART_TEXT.noClosingBoundary },
  { name: 'a complete file, then a body cut inside the next part headers', contentType: CT, body: Buffer.concat([part('file', 'menu.pdf', PDF), Buffer.from(`--${B}\r\nContent-Disposition: form-data; na`)]), message: MULTIPART_TEXT.cutInHeaders },
  { name: 'a text field where the file belongs', contentType: CT, body: Buffer.concat([part('file', undefined, PDF), CLOSE]), message: MULTIPART_TEXT.fieldForFile('file') },
  { name: 'an empty file', contentType: CT, body: Buffer.concat([part('file', 'empty.pdf', Buffer.alloc(0)), CLOSE]), message: MEDIA_TEXT.emptyFile('empty.pdf') },
  { name: 'a good file and an empty one', contentType: CT, body: Buffer.concat([part('file', 'menu.pdf', PDF), part('file', 'empty.pdf', Buffer.alloc(0)), CLOSE]), message: MEDIA_TEXT.emptyFile('empty.pdf'), only: 'POST' },
  { name: 'two files', contentType: CT, body: Buffer.concat([part('file', 'a.pdf', PDF), part('file', 'b.pdf', PDF), CLOSE]), message: MEDIA_TEXT.oneFileOnly, only: 'PUT' },
  { name: 'JSON', contentType: 'application/json', body: Buffer.from('{"file":"x"}'), message: MULTIPART_TEXT.notMultipart },
];

/** Every file under `dir`, with its size: what storage holds. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/** The uploads' temp files still on disk. */
const tempUploads = () => readdirSync(uploadTmp).filter((name) => name.startsWith('plinth-upload-'));

async function eventually(check: () => unknown): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function malformedUploadSuite(kind: StorageKind): void {
  const storage = testMediaStorage(kind);
  forEachStore(
    `broken multipart uploads on ${kind}`,
    (store: TestStore) => {
      let port = 0;
      let headers: Record<string, string> = {};
      let target = '';
      let siteId = '';
      const mediaRows = async () => (await store.db.selectFrom('media_files').select(['id', 'version', 'size']).where('website_id', '=', siteId).orderBy('id').execute()).map((row) => `${row.id} v${row.version} ${row.size}`);

      beforeAll(async () => {
        await store.app.listen({ port: 0, host: '127.0.0.1' });
        port = (store.app.server.address() as AddressInfo).port;
        siteId = await defaultSiteId(store.db);
        const owner = await ownerVisitor(store, 'ADMIN');
        const made = await upload(owner, [{ fileName: 'target.pdf', bytes: PDF }]);
        expect(made.statusCode, made.body).toBe(201);
        target = made.json().files[0].id;
        const crumb = owner.cookies.get('crumb')!;
        headers = { cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-csrf-token': crumb };
      });
      afterAll(async () => {
        await store.app.close();
      });

      for (const route of ['POST', 'PUT'] as const) {
        describe(`${route} ${route === 'POST' ? '/api/owner/media' : '/api/owner/media/:id/content'}`, () => {
          const send = (request: Omit<RawRequest, 'method' | 'path'>) => rawHttp(port, { method: route, path: route === 'POST' ? '/api/owner/media' : `/api/owner/media/${target}/content`, ...request });

          for (const broken of CASES.filter((c) => !c.only || c.only === route)) {
            it(`refuses ${broken.name} with 400 and leaves nothing behind`, async () => {
              const rowsBefore = await mediaRows();
              const storedBefore = filesUnder(storage.dir);
              const answer = await send({ headers: { ...headers, 'content-type': broken.contentType }, body: broken.body });
              expect(answer.status, answer.body).toBe(400);
              expect(JSON.parse(answer.body)).toEqual({ error: { code: 'INVALID', message: broken.message } });
              expect(await mediaRows()).toEqual(rowsBefore);
              expect(filesUnder(storage.dir)).toEqual(storedBefore);
              expect(tempUploads()).toEqual([]);
            });
          }

          it('keeps nothing of a body whose client hung up inside the file, and goes on serving', async () => {
            const rowsBefore = await mediaRows();
            const storedBefore = filesUnder(storage.dir);
            const answer = await send({ headers: { ...headers, 'content-type': CT }, body: ONE_FILE.subarray(0, 2000), declaredLength: ONE_FILE.length, hangUpAfterMs: 100 });
            expect(answer.status).toBe(0);
            await eventually(() => expect(tempUploads()).toEqual([]));
            expect(await mediaRows()).toEqual(rowsBefore);
            expect(filesUnder(storage.dir)).toEqual(storedBefore);
            const whole = await send({ headers: { ...headers, 'content-type': CT }, body: Buffer.concat([part('altText', undefined, Buffer.from('A menu')), ONE_FILE]) });
            expect(whole.status, whole.body).toBe(route === 'POST' ? 201 : 200);
            expect(tempUploads()).toEqual([]);
          });
        });
      }

      it('the file the PUT cases aimed at is still its first version, served whole', async () => {
        const served = await fetch(`http://127.0.0.1:${port}/api/owner/media/${target}`, { headers });
        const { file } = (await served.json()) as { file: { version: number; url: string } };
        // The one whole replacement of the hang-up case made version 2; no broken body made another.
        expect(file.version).toBe(2);
        const bytes = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${file.url}`)).arrayBuffer());
        expect(bytes.equals(PDF)).toBe(true);
      });

      it('takes a PNG among the fields as before (a broken body changed nothing of the happy path)', async () => {
        const png = await plainPng(12, 12);
        const answer = await rawHttp(port, { method: 'POST', path: '/api/owner/media', headers: { ...headers, 'content-type': CT }, body: Buffer.concat([part('altText', undefined, Buffer.from('A swatch')), part('file', 'a.png', png), part('file', 'b.pdf', PDF), CLOSE]) });
        expect(answer.status, answer.body).toBe(201);
        expect((JSON.parse(answer.body) as { files: { fileName: string; altText: string }[] }).files.map((f) => [f.fileName, f.altText])).toEqual([
          ['a.png', 'A swatch'],
          ['b.pdf', 'A swatch'],
        ]);
      });
    },
    { get media() { return storage.settings; } },
  );
}

describe.each(['folder', 's3'] as const)('%s storage', (kind) => malformedUploadSuite(kind));
