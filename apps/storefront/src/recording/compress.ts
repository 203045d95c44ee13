/*
 * Batches go gzip-compressed (CompressionStream, in the browser) and each request stays under the
 * keep-alive limit: a page being left can only send keep-alive requests, 64 kB in flight in all.
 */

/** A compressed request carries at most this much (the server refuses more than 64 KiB). */
export const MAX_REQUEST_BYTES = 60 * 1024;

/** `text` gzip-compressed. */
export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The events as gzip bodies of at most `maxBytes` each, in order: a batch too large is halved until
 * each half fits; a single event that alone does not fit cannot be stored and is left out.
 */
export async function packEvents(events: readonly unknown[], maxBytes = MAX_REQUEST_BYTES, compress = gzip): Promise<Uint8Array[]> {
  if (events.length === 0) return [];
  const body = await compress(JSON.stringify(events));
  if (body.length <= maxBytes) return [body];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [...(await packEvents(events.slice(0, half), maxBytes, compress)), ...(await packEvents(events.slice(half), maxBytes, compress))];
}
