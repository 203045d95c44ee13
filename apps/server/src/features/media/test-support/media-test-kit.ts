import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MediaConfig } from '../../../infra/config.ts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/*
 * Helpers for the media tests: multipart bodies, test images (a real photo-like JPEG with EXIF, a
 * decompression bomb), waiting for a processing job, and a local S3 server (s3rver) on loopback.
 */

/** Whoever makes the requests (an owner visitor of the test app, seen structurally: the kit imports no app code). */
export interface Requester {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** One part of a multipart body. */
export interface Part {
  name?: string;
  fileName?: string;
  contentType?: string;
  value: Buffer | string;
}

/** A multipart/form-data body and its Content-Type header. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plinth${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName === undefined ? `form-data; name="${part.name ?? 'field'}"` : `form-data; name="${part.name ?? 'file'}"; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads files as the dashboard does. */
export function upload(owner: Requester, files: Array<{ fileName: string; bytes: Buffer }>, fields: Record<string, string> = {}) {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files.map((f) => ({ fileName: f.fileName, value: f.bytes }))]);
  return owner.request({ method: 'POST', url: '/api/owner/media', ...body });
}

/** A JPEG, red on the left and blue on the right, with EXIF (a copyright and a camera) to be stripped. */
export function twoColourJpeg(width = 1200, height = 800): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'PlinthCam' } })
    .toBuffer();
}

/** A plain PNG of one colour. */
export function plainPng(width: number, height: number, colour = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}

/** A decompression bomb: a tiny PNG whose header claims 30 000 × 30 000 pixels (900 megapixels). */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Polls a file's job until it is no longer processing; returns the job. */
export async function settled(owner: Requester, id: string): Promise<{ status: string; message: string | null; file: Record<string, unknown> | null }> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await owner.request({ method: 'GET', url: `/api/owner/media/${id}/job` });
    expect(answer.statusCode, answer.body).toBe(200);
    const { job } = answer.json();
    if (job.status !== 'processing') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The job of ${id} did not finish`);
}

/** The storages a media suite runs on. */
export type StorageKind = 'folder' | 's3';

/**
 * Media settings for a test app on `kind`, made in a beforeAll (declare it before the store): a temp
 * folder, or a bucket of an s3rver listening on 127.0.0.1 with its files in a temp folder.
 * @returns getters for the settings and the folder (to look inside)
 */
export function testMediaStorage(kind: StorageKind, maxUploadBytes = 2 * 1024 * 1024): { readonly settings: Partial<MediaConfig>; readonly dir: string } {
  const dir = mkdtempSync(join(tmpdir(), `plinth-media-test-${kind}-`));
  let settings: Partial<MediaConfig> = { dir: join(dir, 'media'), s3: undefined, maxUploadBytes };
  let server: S3rver | undefined;
  if (kind === 's3') {
    beforeAll(async () => {
      server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'plinth-media' }], allowMismatchedSignatures: true });
      const { port } = await server.run();
      settings = {
        dir: join(dir, 'unused'),
        maxUploadBytes,
        s3: { bucket: 'plinth-media', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
      };
    });
  }
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get settings() {
      return settings;
    },
    dir,
  };
}
