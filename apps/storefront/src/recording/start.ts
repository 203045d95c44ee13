import { scriptUrl } from '../api/script-url.ts';
import { getRecordingId } from '@plinth/api/client/routes/getRecordingId';
import { postRecordingEvents } from '@plinth/api/client/routes/postRecordingEvents';
import type { AfterIdleContext } from '../after-idle.ts';
import { RecordingBatcher } from './batcher.ts';
import { RecordingUploader, type PostBody } from './uploader.ts';
import { maskingOptions } from './masking.ts';
import { pageExperiments, shouldRecord } from './should-record.ts';

/*
 * Session recording in the browser (platform.md §4, §7; docs/recordings-api.md). Started from
 * after-idle.ts, never from the loader: nothing here costs a page's first load, and the recorder
 * (@rrweb/record, its own chunk) is fetched only for a visit that is recorded.
 */

/** getId's answer for a visit not recorded (`MOCK_RECORDING_ID` of @plinth/api, not imported: zod stays out of this chunk). */
export const MOCK_ID = 'automated-mock-id';
/** The tab's recording id, so the next page of the visit continues it. */
export const RECORDING_KEY = 'plinth-recording-id';

interface RecordingStart {
  id: string;
  maskSelectors: string[];
  unmaskSelectors: string[];
}

function storedId(win: Window): string | null {
  try {
    return win.sessionStorage.getItem(RECORDING_KEY);
  } catch {
    return null;
  }
}

function storeId(win: Window, id: string): void {
  try {
    win.sessionStorage.setItem(RECORDING_KEY, id);
  } catch {
    // Without session storage every page is its own recording.
  }
}

/** Asks getId for this page; null for the mock id or any failure (no recording then). */
async function askForId(win: Window): Promise<RecordingStart | null> {
  const previous = storedId(win);
  const url = scriptUrl(getRecordingId, {}, { page: win.location.pathname, previous: previous || undefined });
  const response = await win.fetch(url, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const start = (await response.json()) as RecordingStart;
  return typeof start.id === 'string' && start.id !== MOCK_ID ? start : null;
}

/**
 * Posts one gzip body of the recording, by keep-alive request so that it outlives the page. Keep-alive
 * requests share 64 kB in flight: one refused for that (while the page lives) goes as a plain request.
 * Never rejects: a lost batch is not the visitor's problem.
 */
function poster(win: Window, id: string): PostBody {
  const url = scriptUrl(postRecordingEvents, { id });
  const post = (body: Uint8Array, keepalive: boolean) =>
    win.fetch(url, { method: 'POST', body: body as BufferSource, headers: { 'content-type': 'application/octet-stream' }, credentials: 'same-origin', keepalive });
  return (body, leaving) => post(body, true).catch(() => (leaving ? undefined : post(body, false).catch(() => undefined)));
}

/** Records this visit when it is sampled (see should-record.ts), until the page is left. */
export async function startRecording(ctx: AfterIdleContext): Promise<void> {
  const { win } = ctx;
  if (!shouldRecord(win.navigator.hardwareConcurrency, pageExperiments(win.document))) return;
  if (typeof CompressionStream === 'undefined') return;
  const start = await askForId(win);
  if (!start) return;
  storeId(win, start.id);
  // fflate compresses the last batch synchronously when the page is left (uploader.ts).
  const [{ record }, { gzipSync }] = await Promise.all([import('@rrweb/record'), import('./gzip-sync.ts')]);
  const uploader = new RecordingUploader(poster(win, start.id), (data) => gzipSync(data));
  const batcher = new RecordingBatcher(uploader.send);
  record({
    emit: (event) => batcher.add(event),
    ...maskingOptions(start.maskSelectors, start.unmaskSelectors, win.document),
    // The page's CSS goes into the snapshot as text (ours is inline already): an old recording
    // replays with the styles it was recorded with, whatever the site looks like since.
    inlineStylesheet: true,
    recordCanvas: false,
    collectFonts: false,
  });
  const leave = () => batcher.flush(true);
  win.addEventListener('pagehide', leave);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') leave();
  });
}
