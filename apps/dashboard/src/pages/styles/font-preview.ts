/**
 * Each font of the picker previews in its own face: its regular file is loaded once through the
 * FontFace API under a name of its own ("<Family> Preview"), so the dashboard's text is never
 * affected. A file that fails says so ('Unable to load preview for {fontName}.', platform.md §8).
 */
import { useEffect, useState } from 'react';

const loaded = new Map<string, Promise<void>>();

/** The family name a font's preview is drawn with. */
export const previewFamily = (family: string) => `${family} Preview`;

/** The spec's message for a preview that failed. */
export const previewFailed = (fontName: string) => `Unable to load preview for ${fontName}.`;

function loadPreview(family: string, url: string, weight: number): Promise<void> {
  const key = `${family}|${url}`;
  let promise = loaded.get(key);
  if (!promise) {
    const face = new FontFace(previewFamily(family), `url(${url}) format("woff2")`, { weight: String(weight), display: 'swap' });
    promise = face.load().then((ready) => {
      document.fonts.add(ready);
    });
    // A failure may be passing (offline): the next picker asks again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** Loads a font's preview face; its state: loading, ready or failed. */
export function useFontPreview(family: string, url: string, weight = 400): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    setState('loading');
    loadPreview(family, url, weight).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [family, url, weight]);
  return state;
}
