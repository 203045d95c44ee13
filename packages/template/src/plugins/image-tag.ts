/**
 * `image-tag`: the platform image template (platform.md §5/§9). Arguments `key:value`:
 * `loader:sqs|raw` (default sqs), `priority:high|low|null` (default null), `sizes:…`, `srcset:…`
 * (raw only), `alt:…`, `width:` / `height:` (default from `originalSize`), `src:` (default `assetUrl`).
 * Each rule violation is rendered as an HTML comment instead of the image (never shown to users).
 */
import { SRCSET_WIDTHS, altText, parseSize } from './formatters.image.ts';
import { asString, htmlattrFormatterEscape, parseOptions, rec } from './util.ts';
import type { Formatter } from '../types.ts';

const POSITIVE_INT = /^[1-9][0-9]*$/;
const comment = (msg: string): string => `<!-- image: ${msg.replaceAll('--', '- -')} -->`;

/** Validates and renders; returns the `<img>` or the violation comments. */
export function imageTag(item: unknown, args: readonly string[]): string {
  const i = rec(item);
  const { opts } = parseOptions(args);
  const size = parseSize(i.originalSize);
  const src = opts.get('src') ?? asString(i.assetUrl);
  const width = opts.get('width') ?? (size ? String(size[0]) : '');
  const height = opts.get('height') ?? (size ? String(size[1]) : '');
  const loader = opts.get('loader') ?? 'sqs';
  const priority = opts.get('priority') ?? 'null';
  const sizes = opts.get('sizes') ?? '';
  const srcset = opts.get('srcset') ?? '';
  const alt = opts.has('alt') ? (opts.get('alt') as string).slice(0, 250) : altText(i);
  const hasAlt = opts.has('alt') || ['title', 'body', 'filename', 'altText'].some((k) => typeof i[k] === 'string');
  const errors: string[] = [];
  if (src === '') errors.push('src is required');
  if (!POSITIVE_INT.test(width)) errors.push('width must be a positive integer');
  if (!POSITIVE_INT.test(height)) errors.push('height must be a positive integer');
  if (!hasAlt) errors.push('alt is required (it may be empty for decorative images)');
  if (!['high', 'low', 'null'].includes(priority)) errors.push('priority must be high, low or null');
  if (loader !== 'sqs' && loader !== 'raw') errors.push('loader must be sqs or raw');
  if (srcset !== '' && loader !== 'raw') errors.push('srcset works only with the raw loader');
  if (loader === 'sqs' && sizes === '') errors.push('sizes is required with the sqs loader');
  if (errors.length) return errors.map(comment).join('');
  const set = loader === 'sqs'
    ? SRCSET_WIDTHS.map((w) => `${src}?format=${w}w ${w}w`).join(', ')
    : srcset;
  let out = `<img src="${htmlattrFormatterEscape(src)}" width="${width}" height="${height}" alt="${htmlattrFormatterEscape(alt)}"`;
  if (set !== '') out += ` srcset="${htmlattrFormatterEscape(set)}"`;
  if (sizes !== '') out += ` sizes="${htmlattrFormatterEscape(sizes)}"`;
  out += ` loading="${priority === 'high' ? 'eager' : 'lazy'}"`;
  if (priority !== 'null') out += ` fetchpriority="${priority}"`;
  return out + ' decoding="async">';
}

export const imageTagFormatter: Formatter = (v, args) => imageTag(v, args);
