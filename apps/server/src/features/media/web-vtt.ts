import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/*
 * WebVTT caption files (issue 17: captions of an uploaded video), the one text format the library
 * takes, recognised from its bytes and never from its name: UTF-8 text whose
 * first line is `WEBVTT` (after an optional byte-order mark) followed by a space, a tab, a line
 * break or the end of the file (W3C WebVTT §4.1). Any other text stays refused.
 */

export const WEB_VTT_TYPE = 'text/vtt';
/** Captions of a long film are a few hundred kilobytes; a bigger "caption file" is something else. */
export const MAX_CAPTIONS_BYTES = 1024 * 1024;

const SIGNATURE = /^WEBVTT(?:[ \t\r\n]|$)/;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** BOM (3 bytes) + 'WEBVTT' (6) + the character after it. */
const HEAD_BYTES = 10;

/** Whether a file on disk starts as a WebVTT file does (its head only: cheap, whatever its size). */
export async function startsAsWebVtt(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    const text = bytes.subarray(bytes.subarray(0, 3).equals(BOM) ? 3 : 0);
    return SIGNATURE.test(text.toString('latin1'));
  } finally {
    await handle.close();
  }
}

/** Whether a whole file is valid UTF-8, read a chunk at a time (never held whole). */
export async function isUtf8File(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
