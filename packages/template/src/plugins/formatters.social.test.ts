import { goldens } from '../golden.helper.ts';

const ev = { title: 'Ev & co', startDate: 1672927629000, endDate: 1672931229000, location: { addressLine1: '1 Main', addressLine2: 'NYC', addressCountry: 'US' } };

goldens('social formatters', [
  { t: '{i|comment-count}|{j|comment-count}|{k|comment-count}', d: { i: { publicCommentCount: 0 }, j: { publicCommentCount: 1 }, k: { publicCommentCount: 5 } }, out: 'No Comments|1 Comment|5 Comments' },
  { t: '{i|comment-link}', d: { i: { publicCommentCount: 2, fullUrl: '/b/p', id: 'x' } }, out: '<a href="/b/p#comments-x" class="sqs-comment-link" data-id="x">2 Comments</a>' },
  { t: '{i|comments}', d: { i: { commentState: 1, id: 'x' } }, out: '<div class="squarespace-comments" id="comments-x"></div>' },
  { t: '{i|comments}', d: { i: { commentState: 2, publicCommentCount: 3, id: 'x' } }, out: '<div class="squarespace-comments" id="comments-x"></div>' },
  { t: '{i|comments}', d: { i: { commentState: 2, id: 'x' } }, out: '' },
  { t: '{i|comments}', d: { i: { commentState: 1, id: 'x' }, websiteSettings: { commentsEnabled: false } }, out: '' },
  { t: '{i|like-button}', d: { i: { id: 'x', likeCount: 3 } }, out: '' },
  { t: '{i|like-button}', d: { i: { id: 'x', likeCount: 3 }, websiteSettings: { simpleLikingEnabled: true } }, out: '<span class="sqs-simple-like" data-item-id="x" data-like-count="3"><span class="like-icon"></span><span class="like-count">3</span></span>' },
  {
    t: '{i|social-button}|{i|social-button-inline}', d: { i: { id: 'x', fullUrl: '/p', title: 'T"' }, website: { shareButtonOptions: { 1: true } } },
    out: '<div class="squarespace-social-buttons button-style" data-system-data-id="" data-asset-url="" data-record-type="" data-full-url="/p" data-title="T&quot;"></div>|' +
      '<span class="squarespace-social-buttons inline-style" data-system-data-id="" data-asset-url="" data-record-type="" data-full-url="/p" data-title="T&quot;"></span>',
  },
  { t: '{i|social-button}', d: { i: { id: 'x' } }, out: '' },
  { t: '{w|twitter-follow-button}|{x|twitter-follow-button}', d: { w: { userName: 'bob' }, x: {} }, out: '<div class="squarespace-follow-button" data-username="bob"></div>|' },
  { t: '{e|google-calendar-url}', d: { e: ev }, out: 'http://www.google.com/calendar/event?action=TEMPLATE&text=Ev%20%26%20co&dates=20230105T140709Z/20230105T150709Z&location=1%20Main%2C%20NYC%2C%20US' },
  {
    t: '{t|activate-twitter-links}', d: { t: 'hi @bob see http://x.com #tag' },
    out: 'hi <a target="new" href="https://twitter.com/bob/">@bob</a> see <a target="new" href="http://x.com">http://x.com</a> <a target="new" href="https://twitter.com/hashtag/tag?src=hash">#tag</a>',
  },
]);

goldens('social predicates', [
  { t: '{.section i}{.comments?}Y{.or}N{.end}{.end}', d: { i: { commentState: 1 } }, out: 'Y' },
  { t: '{.section i}{.comments?}Y{.or}N{.end}{.end}', d: { i: { publicCommentCount: 1 }, websiteSettings: { commentsEnabled: false } }, out: 'N' },
  { t: '{.section i}{.comments?}Y{.or}N{.end}{.end}', d: { i: { commentState: 0 } }, out: 'N' },
  { t: '{.disqus?}Y{.or}N{.end}', d: { websiteSettings: { disqusShortName: 'site' } }, out: 'Y' },
  { t: '{.disqus?}Y{.or}N{.end}', d: {}, out: 'N' },
]);
