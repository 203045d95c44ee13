/** Social formatters and predicates (jsont.md §9), in the reference's markup without its YUI scripts. */
import { strftime } from './strftime.ts';
import { zoned } from './zone.ts';
import { arr, asString, htmlattrFormatterEscape, htmlFormatterEscape, isTruthy, num, rec } from './util.ts';
import type { Formatter, Predicate, PredicateContext } from '../types.ts';

/** `No Comments` / `1 Comment` / `N Comments`. */
export function commentCountText(n: number): string {
  if (!(n > 0)) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

const count = (item: unknown): number => num(rec(item).publicCommentCount) || 0;

/** Comments show when the item's `commentState` is 1 or it has public comments, unless disabled site-wide. */
export function commentsShown(item: unknown, ctx: PredicateContext): boolean {
  if (ctx.lookup('websiteSettings.commentsEnabled') === false) return false;
  return rec(item).commentState === 1 || count(item) > 0;
}

const commentLink: Formatter = (v) => {
  const i = rec(v);
  const id = htmlattrFormatterEscape(asString(i.id));
  return `<a href="${htmlattrFormatterEscape(asString(i.fullUrl))}#comments-${id}" class="sqs-comment-link" data-id="${id}">${commentCountText(count(i))}</a>`;
};

const comments: Formatter = (v, _args, ctx) => {
  if (!commentsShown(v, ctx)) return '';
  const id = htmlattrFormatterEscape(asString(rec(v).id));
  return `<div class="squarespace-comments" id="comments-${id}"></div>`;
};

/** `like-button`: when `websiteSettings.simpleLikingEnabled`, a button with the like count. */
const likeButton: Formatter = (v, _args, ctx) => {
  if (ctx.lookup('websiteSettings.simpleLikingEnabled') !== true) return '';
  const i = rec(v);
  const n = num(i.likeCount) || 0;
  return `<span class="sqs-simple-like" data-item-id="${htmlattrFormatterEscape(asString(i.id))}" data-like-count="${n}">` +
    `<span class="like-icon"></span><span class="like-count">${n}</span></span>`;
};

function socialButton(tag: 'div' | 'span', style: string): Formatter {
  return (v, _args, ctx) => {
    const i = rec(v);
    const options = ctx.lookup('website.shareButtonOptions');
    if (!isTruthy(options)) return '';
    const attr = (k: string) => htmlattrFormatterEscape(asString(i[k]));
    return `<${tag} class="squarespace-social-buttons ${style}" data-system-data-id="${attr('systemDataId')}" ` +
      `data-asset-url="${attr('assetUrl')}" data-record-type="${attr('recordType')}" data-full-url="${attr('fullUrl')}" ` +
      `data-title="${attr('title')}"></${tag}>`;
  };
}

const twitterFollow: Formatter = (v) => {
  const user = asString(rec(v).userName) || asString(rec(v).screenname);
  return user ? `<div class="squarespace-follow-button" data-username="${htmlattrFormatterEscape(user)}"></div>` : '';
};

const gcalDate = (t: number): string => strftime('%Y%m%dT%H%M%SZ', zoned(t, 'UTC'));

/** `google-calendar-url`: a Google Calendar template link for an event (times in UTC). */
const googleCalendarUrl: Formatter = (v) => {
  const e = rec(v);
  const start = num(e.startDate), end = num(e.endDate);
  let url = 'http://www.google.com/calendar/event?action=TEMPLATE&text=' + encodeURIComponent(asString(e.title));
  if (Number.isFinite(start) && Number.isFinite(end)) url += `&dates=${gcalDate(start)}/${gcalDate(end)}`;
  const l = rec(e.location);
  const where = ['addressLine1', 'addressLine2', 'addressCountry'].map((k) => asString(l[k])).filter(Boolean);
  if (where.length) url += '&location=' + encodeURIComponent(where.join(', '));
  return url;
};

/** `activate-twitter-links`: links URLs, @users and #hashtags of a (trusted) tweet text. */
const activateTwitterLinks: Formatter = (v) =>
  asString(v).replace(/(https?:\/\/[^\s<]+)|(^|[^\w])@(\w+)|(^|[^\w&])#(\w+)/g, (m, url, p1, user, p2, tag) => {
    if (url) return `<a target="new" href="${htmlattrFormatterEscape(url)}">${htmlFormatterEscape(url)}</a>`;
    if (user) return `${p1}<a target="new" href="https://twitter.com/${user}/">@${user}</a>`;
    if (tag) return `${p2}<a target="new" href="https://twitter.com/hashtag/${tag}?src=hash">#${tag}</a>`;
    return m;
  });

/** The social formatters by name. */
export const SOCIAL_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'activate-twitter-links': activateTwitterLinks,
  'comment-count': (v) => commentCountText(count(v)),
  'comment-link': commentLink,
  comments,
  'google-calendar-url': googleCalendarUrl,
  'like-button': likeButton,
  'social-button': socialButton('div', 'button-style'),
  'social-button-inline': socialButton('span', 'inline-style'),
  'twitter-follow-button': twitterFollow,
};

/** The social predicates by name. */
export const SOCIAL_PREDICATES: Readonly<Record<string, Predicate>> = {
  'comments?': (_a, ctx) => commentsShown(ctx.node, ctx),
  'disqus?': (_a, ctx) => isTruthy(ctx.lookup('websiteSettings.disqusShortName')),
};

