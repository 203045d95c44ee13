import { readFileSync } from 'node:fs';
import { MEDIA_WIDTHS } from '@plinth/api';
import sharp from 'sharp';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { table } from './report.ts';
import { signInOwner } from './owner-session.ts';

/*
 * `npm run bench -- images`: the media pipeline of a production `plinth start` on SQLite and the
 * local folder. Uploads photo-like JPEGs (3000×2000, noisy, so encoders work as on photos), then
 * (1) derivative generation: every srcset width of every photo asked for once, cold, one at a time
 * and two at a time (WebP, as a browser's Accept gets); (2) cached serving: one cached derivative
 * under autocannon load. The server's peak resident memory is read from /proc at the end.
 */

const PHOTOS = 6;
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** One generation phase. */
export interface GenerationPhase {
  concurrency: number;
  derivatives: number;
  seconds: number;
  perSecond: number;
  /** Mean milliseconds per width (cold). */
  meanMsByWidth: Record<string, number>;
}

/** Result of the images bench. */
export interface ImagesBenchResult {
  name: 'images';
  options: LoadOptions;
  photo: { width: number; height: number; bytes: number };
  uploadAndProcessMs: number;
  generation: GenerationPhase[];
  cached: LoadResult;
  /** The server's peak resident set (VmHWM), MB. */
  peakRssMb: number | null;
  /** The peak so far after each phase: started, processed, generated, served. */
  peakRssMbAfter: Record<string, number | null>;
  pass: { allOk: boolean; memoryUnder300Mb: boolean };
}

/** A photo-like JPEG: a gradient under gaussian noise. */
async function photo(seed: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120 + seed * 5, sigma: 35 } } }).png().toBuffer();
  return sharp(noise).blur(1.2).modulate({ hue: seed * 40 }).jpeg({ quality: 88 }).toBuffer();
}

async function signIn(baseURL: string): Promise<string> {
  const session = await signInOwner(baseURL);
  return `${session.cookie}|${session.crumb}`;
}

async function uploadPhotos(baseURL: string, auth: string, photos: Buffer[]): Promise<string[]> {
  const [cookie, crumb] = auth.split('|') as [string, string];
  const ids: string[] = [];
  for (const [n, bytes] of photos.entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `bench-photo-${n}.jpg`);
    const response = await fetch(`${baseURL}/api/owner/media`, { method: 'POST', headers: { cookie, 'x-csrf-token': crumb }, body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    ids.push(((await response.json()) as { files: Array<{ id: string }> }).files[0]!.id);
  }
  const urls: string[] = [];
  for (const id of ids) {
    for (;;) {
      const job = (await (await fetch(`${baseURL}/api/owner/media/${id}/job`, { headers: { cookie } })).json()) as { job: { status: string; file: { assetUrl: string } } };
      if (job.job.status === 'ready') {
        urls.push(job.job.file.assetUrl);
        break;
      }
      if (job.job.status !== 'processing') throw new Error(`processing ${id} ended ${job.job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return urls;
}

async function generate(baseURL: string, urls: string[], concurrency: number): Promise<GenerationPhase> {
  const work = urls.flatMap((url) => MEDIA_WIDTHS.map((width) => ({ url, width })));
  const times = new Map<number, number[]>();
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const { url, width } = work[next++]!;
        const t0 = performance.now();
        const response = await fetch(`${baseURL}${url}?format=${width}w`, { headers: { accept: ACCEPT } });
        await response.arrayBuffer();
        if (!response.ok) failures++;
        times.set(width, [...(times.get(width) ?? []), performance.now() - t0]);
      }
    }),
  );
  if (failures) throw new Error(`${failures} derivative requests failed`);
  const seconds = (performance.now() - started) / 1000;
  const meanMsByWidth = Object.fromEntries([...times].map(([width, list]) => [`${width}w`, Math.round(list.reduce((a, b) => a + b, 0) / list.length)]));
  return { concurrency, derivatives: work.length, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round((work.length / seconds) * 10) / 10, meanMsByWidth };
}

function peakRss(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Runs the images bench against a fresh production server. */
export async function benchImages(options: LoadOptions, log: (line: string) => void): Promise<ImagesBenchResult> {
  log(`images: making ${PHOTOS * 2} photo-like 3000×2000 JPEGs …`);
  const photos = await Promise.all(Array.from({ length: PHOTOS * 2 }, (_, n) => photo(n)));
  const server = await startServerProcess();
  try {
    const auth = await signIn(server.baseURL);
    const rssAt: Record<string, number | null> = { started: peakRss(server.child.pid) };
    log('images: uploading and processing …');
    const t0 = performance.now();
    const urls = await uploadPhotos(server.baseURL, auth, photos);
    const uploadAndProcessMs = Math.round((performance.now() - t0) / urls.length);
    rssAt.processed = peakRss(server.child.pid);
    log(`images: generating ${PHOTOS * MEDIA_WIDTHS.length} derivatives one at a time, then ${PHOTOS * MEDIA_WIDTHS.length} two at a time …`);
    const serial = await generate(server.baseURL, urls.slice(0, PHOTOS), 1);
    const parallel = await generate(server.baseURL, urls.slice(PHOTOS), 2);
    rssAt.generated = peakRss(server.child.pid);
    const target = `${server.baseURL}${urls[0]}?format=500w`;
    log(`images: cached serving of ${urls[0]}?format=500w, ${options.connections} connections, ${options.duration} s …`);
    const cached = await measure({ url: target, headers: { accept: ACCEPT } }, options);
    const peakRssMb = peakRss(server.child.pid);
    rssAt.served = peakRssMb;
    return {
      name: 'images',
      options,
      photo: { width: 3000, height: 2000, bytes: Math.round(photos.reduce((a, b) => a + b.length, 0) / photos.length) },
      uploadAndProcessMs,
      generation: [serial, parallel],
      cached,
      peakRssMb,
      peakRssMbAfter: rssAt,
      pass: { allOk: cached.failureShare === 0, memoryUnder300Mb: peakRssMb === null || peakRssMb <= 300 },
    };
  } finally {
    await server.stop();
  }
}

/** The result as a table. */
export function imagesTable(r: ImagesBenchResult): string {
  const rows = [
    ['what', 'figure'],
    ['photo (JPEG, mean size)', `${r.photo.width}×${r.photo.height}, ${Math.round(r.photo.bytes / 1024)} KB`],
    ['upload + processing, per photo', `${r.uploadAndProcessMs} ms`],
    ...r.generation.map((g) => [`derivatives made cold, ${g.concurrency} at a time`, `${g.perSecond}/s (${g.derivatives} in ${g.seconds} s)`]),
    ...r.generation.map((g) => [`mean ms by width, ${g.concurrency} at a time`, Object.entries(g.meanMsByWidth).map(([w, ms]) => `${w} ${ms}`).join(', ')]),
    [`cached 500w WebP, ${r.options.connections} connections`, `${Math.round(r.cached.rps)} req/s, p50 ${r.cached.latency.p50} ms, p99 ${r.cached.latency.p99} ms, failures ${r.cached.failureShare}`],
    ['server peak RSS', r.peakRssMb === null ? 'n/a' : `${r.peakRssMb} MB (after ${Object.entries(r.peakRssMbAfter).map(([phase, mb]) => `${phase} ${mb}`).join(', ')})`],
  ];
  return `images\n${table(rows)}`;
}
