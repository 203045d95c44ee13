import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/*
 * The imports tests' kit (imports no app code): a local file server for the pictures, the
 * fixtures with its address filled in, a multipart upload and waiting for an import to end.
 */

/** Whoever makes the requests (an owner visitor, seen structurally). */
export interface Requester {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG of one colour (made by hand: the kit loads no image library). */
export function tinyPng(width = 40, height = 30, rgb: [number, number, number] = [40, 120, 60]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] as number)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A local server of pictures: any `*.png` but `missing.png` answers a PNG; it counts the requests. */
export interface PictureServer {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** Starts a {@link PictureServer} on a free loopback port. */
export async function startPictureServer(): Promise<PictureServer> {
  const hits: string[] = [];
  const png = tinyPng();
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (!request.url?.endsWith('.png') || request.url.endsWith('missing.png')) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${address.port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A fixture's text with the picture server's address filled in. */
export function fixture(name: string, pictures: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8').replaceAll('{{PICTURES}}', pictures);
}

/** A multipart body of an import: its kind and its file. */
export function importBody(kind: string, fileName: string, text: string | Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plinth${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Starts an import and waits for it to end; its final state. */
export async function runImportThrough(owner: Requester, kind: string, fileName: string, text: string): Promise<Record<string, any>> {
  const started = await owner.request({ method: 'POST', url: '/api/owner/imports', ...importBody(kind, fileName, text) });
  if (started.statusCode !== 202) throw new Error(`import refused: ${started.statusCode} ${started.body}`);
  const { id } = started.json() as { id: string };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = (await owner.request({ method: 'GET', url: `/api/owner/imports/${id}` })).json() as Record<string, any>;
    if (state.status !== 'running') return state;
    if (Date.now() > deadline) throw new Error(`import ${id} still running: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
