import { goldens } from '../golden.helper.ts';

const yn = (pred: string) => `{.section n}{.${pred}}Y{.or}N{.end}{.end}`;
const recordTypes: [string, number][] = [
  ['text?', 1], ['image?', 2], ['quote?', 4], ['link?', 5], ['audio?', 7], ['video?', 8], ['external-video?', 8], ['store-item?', 11],
  ['event?', 12], ['gallery?', 14], ['binary?', 15], ['css-asset?', 16], ['tweak-asset?', 17], ['digital-good?', 18],
  ['attachment?', 19], ['wordpress-export?', 20], ['json-export?', 21], ['site-search?', 30], ['active-time?', 31],
  ['tweet?', 50], ['checkin?', 52], ['kbarticle?', 54], ['undefined?', -1],
];
const DAY = 86400000;

goldens('content predicates', [
  ...recordTypes.flatMap(([p, code]) => [
    { t: yn(p), d: { n: { recordType: code } }, out: 'Y' },
    { t: yn(p), d: { n: { recordType: 99 } }, out: 'N' },
  ]),
  { t: yn('video?') + yn('image?') + yn('text?'), d: { n: { promotedBlockType: 'video' } }, out: 'YNN' },
  { t: yn('promotedIMAGE?') + yn('promotedMAP?'), d: { n: { promotedBlockType: 'IMAGE' } }, out: 'YN' },
  { t: yn('background-source-video?') + yn('background-source-upload?'), d: { n: { backgroundSource: 3 } }, out: 'YN' },
  { t: yn('main-image?') + yn('child-images?') + yn('excerpt?'), d: { n: { mainImageId: 'm', items: [1], excerpt: '<p> </p>' } }, out: 'YYN' },
  { t: yn('location?') + yn('external-link?') + yn('passthrough?'), d: { n: { location: { mapLat: 1, mapLng: 2 }, externalLink: 'http://x', passthrough: true } }, out: 'YYY' },
  { t: yn('has-multiple?'), d: { n: [1, 2] }, out: 'Y' },
  { t: yn('has-multiple?'), d: { n: [1] }, out: 'N' },
  // Default zone America/New_York: 04:00Z is 23:00 on the 4th, 06:00Z is 01:00 on the 5th.
  { t: yn('same-day?'), d: { n: { startDate: Date.UTC(2023, 0, 5, 4), endDate: Date.UTC(2023, 0, 5, 6) } }, out: 'N' },
  { t: yn('same-day?'), d: { n: { startDate: Date.UTC(2023, 0, 5, 4), endDate: Date.UTC(2023, 0, 5, 6) }, website: { timeZone: 'UTC' } }, out: 'Y' },
  { t: yn('same-day?'), d: { n: { startDate: Date.UTC(2023, 0, 5, 6), endDate: Date.UTC(2023, 0, 5, 23) }, website: { timeZone: 'UTC' } }, out: 'Y' },
  { t: yn('same-day?'), d: { n: { startDate: 0, endDate: DAY * 2 }, website: { timeZone: 'UTC' } }, out: 'N' },
  { t: yn('serviceNameEmail?') + yn('show-past-events?'), d: { n: { serviceName: 'email', showPastEvents: true } }, out: 'YY' },
  { t: '{.section n}{.current-type? heading}Y{.or}N{.end}{.end}', d: { n: { type: 'heading' } }, out: 'Y' },
  { t: yn('collection?') + yn('collection-page?') + yn('folder?') + yn('index?') + yn('clickable?'), d: { n: { collection: { type: 10, folder: true, folderBehavior: 1 } } }, out: 'YYYYY' },
  { t: yn('redirect?') + yn('clickable?') + yn('collection-template-page?'), d: { n: { collection: { type: 7, folder: true, folderBehavior: 3 } } }, out: 'NNY' },
  { t: '{.section n}{.collectionTypeNameEquals? blog}Y{.or}N{.end}{.end}' + yn('calendar-view?'), d: { n: { typeName: 'blog', calendarView: true } }, out: 'YY' },
  // Gallery tests read `options` (outward), with the documented defaults.
  { t: yn('gallery-design-grid?') + yn('gallery-autoplay?') + yn('gallery-auto-crop?') + yn('gallery-meta?') + yn('gallery-meta-position-bottom?') + yn('gallery-active-alignment-center?'), d: { n: { x: 1 } }, out: 'YNYYYY' },
  { t: yn('gallery-design-slider?') + yn('gallery-autoplay?') + yn('gallery-show-meta?') + yn('gallery-meta-position-top-left?') + yn('gallery-thumbnails?'), d: { n: { x: 1 }, options: { design: 'slider', autoplay: true, 'show-meta': false, 'meta-position': 'top-left', thumbnails: true } }, out: 'YYNYY' },
]);
