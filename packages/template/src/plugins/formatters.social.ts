/** Social formatters and predicates (jsont.md §9), in the reference's markup without its YUI scripts. */
import { strftime } from './strftime.ts';
import { zoned } from './zone.ts';
import { asNumber, asString, htmlattrFormatterEscape, htmlFormatterEscape, isTruthy, rec } from './util.ts';
import { print } from '../values.ts';
import type { Formatter, FormatterContext, Predicate, PredicateContext } from '../types.ts';

/**
 * `comment-count` text: the item's own `publicCommentCount` read as a number (as string numbers are
 * read: `"01"` → 1, `""` → NaN, arrays and objects 0): `No Comments` for 0, `1 Comment`, else
 * `N Comments` (also `NaN Comments`, `-1 Comments`, `2.5 Comments`), as the reference.
 */
export function commentCountText(n: number): string {
  if (n === 0) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

/**
 * `comments?`: not when a `websiteSettings` is in scope without a truthy `commentsEnabled`; else
 * when the item's own `commentState` reads as 1 or its `publicCommentCount` as more than 0.
 */
export function commentsShown(item: unknown, ctx: PredicateContext): boolean {
  if (ctx.lookup('websiteSettings') !== undefined && !isTruthy(ctx.lookup('websiteSettings.commentsEnabled'))) return false;
  const i = rec(item);
  return asNumber(i.commentState) === 1 || asNumber(i.publicCommentCount) > 0;
}

/** An attribute value printed as a variable tag prints it (jsont.md 3.1), attribute-escaped. */
const attr = (v: unknown): string => htmlattrFormatterEscape(print(v));
const disqus = (ctx: FormatterContext): boolean => isTruthy(ctx.lookup('websiteSettings.disqusShortname'));

/*
 * The item formatters below read their fields as variable tags inside the item would: from the
 * item's frame outward (a field missing on the item is taken from an enclosing scope; a null one
 * prints nothing), and settings likewise (`websiteSettings.*`, `website.*`). Byte for byte the
 * reference's markup and line breaks; values it prints raw are attribute-escaped here (README).
 */

/**
 * `comment-link`: with Disqus (`websiteSettings.disqusShortname` truthy) an empty Disqus link to
 * `fullUrl`; else a link to `fullUrl#comments-id` with the printed `publicCommentCount` (`No` for 0)
 * and `Comment` (count 1) or `Comments`, each on its own line.
 */
const commentLink: Formatter = (_v, _args, ctx) => {
  const id = attr(ctx.lookup('id'));
  const url = attr(ctx.lookup('fullUrl'));
  if (disqus(ctx)) return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
  const n = ctx.lookup('publicCommentCount');
  return `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${n === 0 ? 'No' : htmlFormatterEscape(print(n))}\n  ` +
    `${n === 1 ? 'Comment' : 'Comments'}\n  </a>\n`;
};

/**
 * `comments`: the comment thread mount (`disqus_thread` with Disqus), whatever the item's comment
 * state. Without Disqus, a truthy `item` in scope (looked up from the value outward) adds its `id`,
 * `publicCommentCount` and `commentState` as `data-item-id` …; else a truthy `collection` its own
 * as `data-collection-id` … (read strictly on that object, as the reference).
 */
const comments: Formatter = (_v, _args, ctx) => {
  if (disqus(ctx)) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  let data = '';
  const item = ctx.lookup('item');
  const owner = isTruthy(item) ? item : ctx.lookup('collection');
  if (isTruthy(owner)) {
    const o = rec(owner);
    data = ` data-${owner === item ? 'item' : 'collection'}-id="${attr(o.id)}" data-public-comment-count="${attr(o.publicCommentCount)}"` +
      ` data-comment-state="${attr(o.commentState)}"`;
  }
  return `\n  <div class="squarespace-comments" id="comments-${attr(ctx.lookup('id'))}"${data}></div>\n`;
};

/** `like-button`: for a truthy item when `websiteSettings.simpleLikingEnabled` is truthy; the count span stays empty. */
const likeButton: Formatter = (v, _args, ctx) => {
  if (!isTruthy(v) || !isTruthy(ctx.lookup('websiteSettings.simpleLikingEnabled'))) return '';
  return `\n  <span class="sqs-simple-like" data-item-id="${attr(ctx.lookup('id'))}" data-like-count="${attr(ctx.lookup('likeCount'))}">\n` +
    '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n';
};

/** A non-empty array or object (the share options the reference accepts). */
function hasEntries(v: unknown): boolean {
  return v !== null && typeof v === 'object' && isTruthy(v);
}

/** `social-button(-inline)`: when `website.shareButtonOptions` has entries; the item's own fields as text. */
function socialButton(open: string, close: string): Formatter {
  return (v, _args, ctx) => {
    if (!hasEntries(ctx.lookup('website.shareButtonOptions'))) return '';
    const i = rec(v);
    const f = (k: string) => htmlattrFormatterEscape(asString(i[k]));
    // A field the item lacks is its main image's (`mainImageId`, `mainImage.assetUrl`), as the reference.
    const sd = htmlattrFormatterEscape(asString(Object.hasOwn(i, 'systemDataId') ? i.systemDataId : i.mainImageId));
    const au = htmlattrFormatterEscape(asString(Object.hasOwn(i, 'assetUrl') ? i.assetUrl : rec(i.mainImage).assetUrl));
    return `${open} data-system-data-id="${sd}" data-asset-url="${au}" data-record-type="${f('recordType')}" ` +
      `data-full-url="${f('fullUrl')}" data-title="${f('title')}">${close}`;
  };
}

/**
 * `twitter-follow-button`: the account's own `userName` as text, else the last `/` segment of its
 * `profileUrl`; always the mount div (the reference's YUI bootstrap script before it is not emitted: README).
 */
const twitterFollow: Formatter = (v) => {
  const a = rec(v);
  let user = asString(a.userName);
  if (user === '') {
    const url = asString(a.profileUrl);
    user = url.slice(url.lastIndexOf('/') + 1);
  }
  return `<div class="squarespace-follow-button" data-username="${htmlattrFormatterEscape(user)}"></div>`;
};

const DAY_MS = 86400000;
/** 1582-10-15, the first Gregorian day: the reference writes earlier instants in the Julian calendar. */
const GREGORIAN_START = Date.UTC(1582, 9, 15);
/** Julian day number of 1970-01-01. */
const EPOCH_JDN = 2440588;
/** The reference's calendar ends with 8652-12-31 (it throws past it); it starts at Julian day 0. */
const CALENDAR_END = Date.UTC(8653, 0, 1);
const pad2 = (n: number): string => (n < 10 ? '0' + n : String(n));

/** `YYYYMMDDTHHMMSSZ` of an instant, as the reference writes it; '' where its calendar throws. */
function gcalDate(t: number): string {
  if (!(t < CALENDAR_END)) return '';
  if (t >= GREGORIAN_START) return strftime('%Y%m%dT%H%M%SZ', zoned(t, 'UTC'));
  const day = Math.floor(t / DAY_MS);
  const jdn = day + EPOCH_JDN;
  if (jdn < 0) return '';
  // Julian calendar date of a Julian day number (Richards' algorithm); years before 1 AD as BC years.
  const c = jdn + 32082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const dd = e - Math.floor((153 * m + 2) / 5) + 1;
  const mm = m + 3 - 12 * Math.floor(m / 10);
  const y = d - 4800 + Math.floor(m / 10);
  const s = Math.floor((t - day * DAY_MS) / 1000);
  return `${y > 0 ? y : 1 - y}${pad2(mm)}${pad2(dd)}T${pad2(Math.floor(s / 3600))}${pad2(Math.floor(s / 60) % 60)}${pad2(s % 60)}Z`;
}

const ESCAPE_KEEP = /^[A-Za-z0-9@*_+\-./]*$/;
/** JavaScript's legacy `escape()` (Latin-1 as `%XX`, other UTF-16 units as `%uXXXX`), as the reference encodes the title. */
function legacyEscape(s: string): string {
  if (ESCAPE_KEEP.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ch = s[i]!;
    if (ESCAPE_KEEP.test(ch)) out += ch;
    else if (c < 256) out += '%' + c.toString(16).toUpperCase().padStart(2, '0');
    else out += '%u' + c.toString(16).toUpperCase().padStart(4, '0');
  }
  return out;
}

const LOCATION_LINES = ['addressLine1', 'addressLine2', 'addressCountry'] as const;

/**
 * `google-calendar-url`: a Google Calendar template link for an event: the title `escape()`d, the
 * start and end (epoch ms, numbers or numeric text read as numbers; missing or null = 0) in UTC,
 * and the location's non-blank trimmed address lines joined by `, `. Where the reference throws
 * (a start or end that is not a number, a date past 8652 or before 4713 BC) we print nothing (README).
 */
const googleCalendarUrl: Formatter = (v) => {
  const e = rec(v);
  const start = gcalDate(asNumber(e.startDate));
  const end = gcalDate(asNumber(e.endDate));
  if (start === '' || end === '') return '';
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${legacyEscape(asString(e.title))}&dates=${start}/${end}`;
  const l = rec(e.location);
  let where = '';
  for (const k of LOCATION_LINES) {
    const line = asString(l[k]).trim();
    if (line !== '') where += where === '' ? line : ', ' + line;
  }
  if (where !== '') url += '&location=' + encodeURIComponent(where);
  return url;
};

const TWEET_URL = /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|]/gi;
const TWEET_USER = /(^| )@(\w+)/g;
const TWEET_TAG = /(^| )#(\w+)/g;

/**
 * `activate-twitter-links`: links the URLs (http, https, ftp, file; not ending in `.,:;!?`), then the
 * @users and then the #hashtags that start the text or follow a space, of a tweet text, which is
 * trusted markup (printed as is, so the links are not escaped either), as the reference.
 */
const activateTwitterLinks: Formatter = (v) =>
  asString(v)
    .replace(TWEET_URL, '<a target="new" href="$&">$&</a>')
    .replace(TWEET_USER, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(TWEET_TAG, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>');

/** The social formatters by name. */
export const SOCIAL_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'activate-twitter-links': activateTwitterLinks,
  'comment-count': (v) => commentCountText(asNumber(rec(v).publicCommentCount)),
  'comment-link': commentLink,
  comments,
  'google-calendar-url': googleCalendarUrl,
  'like-button': likeButton,
  'social-button': socialButton('<div class="squarespace-social-buttons button-style"', '</div>'),
  'social-button-inline': socialButton('<span class="squarespace-social-buttons inline-style"', '</span>'),
  'twitter-follow-button': twitterFollow,
};

/** The social predicates by name. */
export const SOCIAL_PREDICATES: Readonly<Record<string, Predicate>> = {
  'comments?': (_a, ctx) => commentsShown(ctx.node, ctx),
  // The predicate reads `disqusShortName`, the formatters `disqusShortname`, as the reference does.
  'disqus?': (_a, ctx) => isTruthy(ctx.lookup('websiteSettings.disqusShortName')),
};

