import { goldens } from '../golden.helper.ts';

const img = { id: 'i1', assetUrl: 'https://x/a.jpg', originalSize: '800x600', mediaFocalPoint: { x: 0.3, y: 0.7 }, title: 'A "t" <b>' };
const meta = (alt: string, fp = '0.3,0.7') =>
  `data-src="https://x/a.jpg" data-image="https://x/a.jpg" data-image-dimensions="800x600" data-image-focal-point="${fp}" alt="${alt}" `;

// Markup of image, image-meta, image-srcset, image-color and the sizing helpers matches the reference engine.
goldens('image formatters', [
  { t: '{i|image-meta}', d: { i: img }, out: meta('A &quot;t&quot; &lt;b&gt;') },
  {
    t: '{i|image}', d: { i: { ...img, title: 'A "t" & <b>', mediaFocalPoint: undefined } },
    out: '<noscript><img src="https://x/a.jpg" alt="A &quot;t&quot; &amp; &lt;b&gt;" /></noscript><img class="thumb-image" ' +
      meta('A &amp;quot;t&amp;quot; &amp;amp; &amp;lt;b&amp;gt;', '0.5,0.5') + 'data-load="false" data-image-id="i1" data-type="image" />',
  },
  {
    t: '{i|image foo}', d: { i: { assetUrl: 'https://x/a.jpg', originalSize: '800x600', body: '<p>Hi</p>' } },
    out: '<noscript><img src="https://x/a.jpg" alt=" Hi " /></noscript><img class="foo" ' + meta(' Hi ', '0.5,0.5') + 'data-load="false" data-image-id="" data-type="image" />',
  },
  { t: '{i|image-meta}', d: { i: { ...img, title: '', filename: 'f.jpg' } }, out: meta('f.jpg') },
  { t: '{i|image-meta}', d: { i: { ...img, blockType: 5, altText: 'Alt' } }, out: meta('Alt') },
  { t: '{i|image-meta}', d: { i: { ...img, title: 'x'.repeat(300) } }, out: meta('x'.repeat(250)) },
  {
    t: '{i|image-srcset}', d: { i: { assetUrl: 'https://x/a.jpg', systemDataVariants: '100w,300w,500w' } },
    out: ' srcset="https://x/a.jpg?format=100w 100w,https://x/a.jpg?format=300w 300w,https://x/a.jpg?format=500w 500w,https://x/a.jpg?format=original 750w"',
  },
  { t: '{i|image-srcset}', d: { i: { assetUrl: 'u', systemDataVariants: '100w,2500w' } }, out: ' srcset="u?format=100w 100w,u?format=2500w 2500w"' },
  { t: '{i|child-image-meta 1}', d: { i: { items: [{ assetUrl: 'u0' }, { assetUrl: 'u1', originalSize: '10x20' }] } }, out: 'data-src="u1" data-image="u1" data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="" ' },
  { t: '{i|cover-image-meta}', d: { i: { coverImage: { assetUrl: 'c', originalSize: '10x20' } } }, out: 'data-src="c" data-image="c" data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="" ' },
  {
    t: '{i|image-color}|{i|image-color topLeft}|{i|image-color center color}', d: { i: { colorData: { topLeftAverage: 'aabbcc', centerAverage: '112233' } } },
    out: 'data-color-topLeft="#aabbcc" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#112233" |#aabbcc|color: #112233',
  },
  { t: '{s|width}x{s|height}|{s|resizedHeightForWidth 400}|{s|resizedWidthForHeight 300}|{s|squarespaceThumbnailForWidth 600}|{s|squarespaceThumbnailForHeight 600}', d: { s: '800x600' }, out: '800x600|300|400|750w|1000w' },
  { t: '{b|resizedHeightForWidth 400}|{b|squarespaceThumbnailForWidth 400}', d: { b: 'x' }, out: "Invalid source parameter. Pass in 'originalSize'|Invalid source parameter. Pass in 'originalSize'" },
  ...([[1001, '1500w'], [1000, '1000w'], [751, '1000w'], [750, '750w'], [501, '750w'], [500, '500w'], [301, '500w'], [300, '300w'], [101, '300w'], [100, '100w'], [1, '100w']] as const)
    .map(([w, b]) => ({ t: `{s|squarespaceThumbnailForWidth ${w}}`, d: { s: '800x600' }, out: b })),
]);

const pic = { assetUrl: 'https://x/a.jpg', originalSize: '800x600', title: 'T' };
const sqsSet = [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `https://x/a.jpg?format=${w}w ${w}w`).join(', ');
goldens('image-tag (platform.md §5 image rules)', [
  { t: '{i|image-tag,sizes:100vw}', d: { i: pic }, out: `<img src="https://x/a.jpg" width="800" height="600" alt="T" srcset="${sqsSet}" sizes="100vw" loading="lazy" decoding="async">` },
  { t: '{i|image-tag,sizes:50vw,priority:high}', d: { i: pic }, out: `<img src="https://x/a.jpg" width="800" height="600" alt="T" srcset="${sqsSet}" sizes="50vw" loading="eager" fetchpriority="high" decoding="async">` },
  { t: '{i|image-tag,loader:raw,priority:low,srcset:a.jpg 1x}', d: { i: pic }, out: '<img src="https://x/a.jpg" width="800" height="600" alt="T" srcset="a.jpg 1x" loading="lazy" fetchpriority="low" decoding="async">' },
  { t: '{i|image-tag,loader:raw,alt:}', d: { i: { assetUrl: 'u', originalSize: '1x1' } }, out: '<img src="u" width="1" height="1" alt="" loading="lazy" decoding="async">' },
  { t: '{i|image-tag}', d: { i: pic }, out: '<!-- image: sizes is required with the sqs loader -->' },
  { t: '{i|image-tag,loader:sqs,sizes:1px,srcset:x 1x}', d: { i: pic }, out: '<!-- image: srcset works only with the raw loader -->' },
  { t: '{i|image-tag,loader:cdn,priority:urgent}', d: { i: pic }, out: '<!-- image: priority must be high, low or null --><!-- image: loader must be sqs or raw -->' },
  {
    t: '{i|image-tag,loader:raw,width:0,height:1.5}', d: { i: { originalSize: 'bad' } },
    out: '<!-- image: src is required --><!-- image: width must be a positive integer --><!-- image: height must be a positive integer --><!-- image: alt is required (it may be empty for decorative images) -->',
  },
]);

goldens('content formatters', [
  {
    t: '{i|item-classes}', d: { i: { categories: ['A B'], tags: ['t1'], author: { displayName: 'Bob Z' }, postType: 'text', starred: true } },
    out: 'hentry category-a-b tag-t1 author-bob-z post-type-text featured',
  },
  {
    t: '{.repeated section a}{@|item-classes};{.end}',
    d: { a: [{ recordType: 11, structuredContent: { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] } }, { recordType: 11, structuredContent: { productType: 1, variants: [{ qtyInStock: 1, onSale: true }] } }] },
    out: 'hentry post-type- article-index-1 sold-out;hentry post-type- article-index-2 on-sale;',
  },
  { t: '{a|capitalize}|{c|color-weight}|{d|color-weight}|{e|color-weight}|{ms|humanizeDuration}|{u|AbsUrl}', d: { a: 'hello World', c: '#ffffff', d: '#000', e: '#12', ms: 125000, u: 'p/x', 'base-url': 'https://s.com' }, out: 'HELLO WORLD|light|dark||2:05|https://s.com/p/x' },
  { t: '{w|website-color}', d: { w: { hue: 10, saturation: 0.5, lightness: 0.5 } }, out: 'hsl(10, 50%, 50%)' },
  { t: '{w|website-color}', d: { w: { hue: 360, saturation: 1, lightness: 0, alpha: 0.25 } }, out: 'hsla(360, 100%, 0%, 0.25)' },
  { t: '{w|website-color}', d: { w: { hue: 361, saturation: 0.5, lightness: 0.5 } }, out: 'Hue out of bounds.' },
  { t: '{w|website-color}', d: { w: { hue: -1, saturation: 1.5, lightness: 2, alpha: 3 } }, out: 'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.' },
  { t: '{w|website-color}', d: { w: { hue: 10, saturation: 0.5 } }, out: 'Missing an H/S/L value.' },
  { t: '{a|audio-player}', d: { a: { id: 'a1', structuredContent: { audioAssetUrl: 'u.mp3' } } }, out: '<div class="squarespace-audio-player" data-audio-asset-url="u.mp3" data-item-id="a1" id="audio-player-a1"></div>' },
  { t: '{v|video}', d: { v: { oembed: { html: '<iframe src="y"></iframe>', providerName: 'YouTube' } } }, out: '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;y&quot;&gt;&lt;/iframe&gt;" data-provider-name="YouTube"></div>' },
]);
