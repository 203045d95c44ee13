import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { catalogueFont, type FontMetrics } from '@plinth/api';

/*
 * The vertical metrics and average width of a catalogue font, read from its own WOFF file (the
 * regular latin one), so the fallback face that stands in while it loads can be sized to match
 * (size-adjust, ascent-, descent- and line-gap-override): swapping in the web font then moves no
 * line. Read once per font and kept.
 */

const require = createRequire(import.meta.url);

/** The tables of a WOFF 1.0 file (https://www.w3.org/TR/WOFF/), decompressed. */
function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file');
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/**
 * The glyph of each character, from the cmap's Unicode subtable (format 4, or 12 — the formats
 * fonts for the web carry).
 */
function glyphLookup(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      return (code) => {
        for (let s = 0; s < segments; s++) {
          if (table.readUInt16BE(ends + s * 2) < code) continue;
          const start = table.readUInt16BE(starts + s * 2);
          if (start > code) return 0;
          const delta = table.readInt16BE(deltas + s * 2);
          const range = table.readUInt16BE(ranges + s * 2);
          if (range === 0) return (code + delta) & 0xffff;
          const glyph = table.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
    if (format === 12) {
      const groups = table.readUInt32BE(12);
      return (code) => {
        for (let g = 0; g < groups; g++) {
          const at = 16 + g * 12;
          const start = table.readUInt32BE(at);
          if (code >= start && code <= table.readUInt32BE(at + 4)) return table.readUInt32BE(at + 8) + code - start;
        }
        return 0;
      };
    }
  }
  return () => 0;
}

/**
 * How often each lower-case letter and the space occur in English text, per 1000: the weights the
 * original OS/2 xAvgCharWidth was defined with, and so the measure of Arial's 904, Times New
 * Roman's 821 and Courier New's 1229 (styles-fonts.ts localFallbackOf).
 */
const LETTER_WEIGHTS: Record<string, number> = {
  a: 64, b: 14, c: 27, d: 35, e: 100, f: 20, g: 14, h: 42, i: 63, j: 3, k: 6, l: 35, m: 20,
  n: 56, o: 56, p: 17, q: 4, r: 49, s: 56, t: 71, u: 31, v: 10, w: 18, x: 3, y: 18, z: 2, ' ': 166,
};

/** The frequency-weighted average advance of the lower-case letters and the space. */
function weightedAverageWidth(tables: Map<string, Buffer>): number {
  const cmap = tables.get('cmap');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (!cmap || !hhea || !hmtx) throw new Error('The font lacks cmap, hhea or hmtx');
  const glyphOf = glyphLookup(cmap);
  const advances = hhea.readUInt16BE(34);
  const advanceOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, advances - 1) * 4);
  let total = 0;
  for (const [char, weight] of Object.entries(LETTER_WEIGHTS)) total += advanceOf(glyphOf(char.charCodeAt(0))) * weight;
  return total / 1000;
}

/** Reads head (unitsPerEm), hhea (ascender, descender, line gap) and the weighted average width. */
export function woffMetrics(file: Buffer): FontMetrics {
  const tables = woffTables(file);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (!head || !hhea) throw new Error('The font lacks head or hhea');
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    xAvgCharWidth: weightedAverageWidth(tables),
  };
}

/** Builds the lookup for one app: metrics of a catalogue font by id (undefined for an unknown one). */
export function createFontMetrics(): (fontId: string) => FontMetrics | undefined {
  const known = new Map<string, FontMetrics | null>();
  return (fontId) => {
    if (!known.has(fontId)) {
      const font = catalogueFont(fontId);
      let metrics: FontMetrics | null = null;
      if (font) {
        const weight = font.weights.includes(400) ? 400 : font.weights[0];
        try {
          const dir = dirname(require.resolve(`@fontsource/${font.id}/package.json`));
          metrics = woffMetrics(readFileSync(join(dir, 'files', `${font.id}-latin-${weight}-normal.woff`)));
        } catch {
          // No metrics: the font still swaps in, only without a matched fallback.
          metrics = null;
        }
      }
      known.set(fontId, metrics);
    }
    return known.get(fontId) ?? undefined;
  };
}
