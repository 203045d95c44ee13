import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { catalogueFont, type FontStyle } from '@plinth/api';

/*
 * The catalogue's font files, read from the @fontsource packages installed with Plinth (their
 * latin subset). A request names a font id and a `<weight>-<style>.woff2` file; anything else is
 * not a file, so no path from the request ever reaches the file system.
 */

const require = createRequire(import.meta.url);

/** `700-normal.woff2` → its weight and style. */
const FILE = /^([1-9]00)-(normal|italic)\.woff2$/;

/** A year: the files of a pinned package never change under their name. */
export const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path of a catalogue font file on disk, or null when the catalogue has no such file. */
export function fontFilePath(fontId: string, file: string): string | null {
  const font = catalogueFont(fontId);
  const match = FILE.exec(file);
  if (!font || !match) return null;
  const weight = Number(match[1]);
  const style = match[2] as FontStyle;
  if (!font.weights.includes(weight) || !font.styles.includes(style)) return null;
  const packageDir = dirname(require.resolve(`@fontsource/${font.id}/package.json`));
  return join(packageDir, 'files', `${font.id}-latin-${weight}-${style}.woff2`);
}

/** The file as a stream. */
export function fontFileStream(path: string) {
  return createReadStream(path);
}
