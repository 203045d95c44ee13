/** The insights feature's user-visible strings. */

/** Funnel step labels, in order. */
export const FUNNEL_LABELS = ['Product view', 'Added to cart', 'Checkout', 'Purchase'] as const;

/** CSV column headings of each table. */
export const CSV_HEADINGS = {
  daily: ['Date', 'Visitors', 'Page views', 'Sessions'],
  realtime: ['Page', 'Visitors', 'Page views'],
  funnel: ['Step', 'Sessions', 'Drop-off'],
  sales: ['Sessions', 'Orders', 'Revenue', 'Conversion rate'],
  products: ['Product', 'Product id', 'Views', 'Adds to cart', 'Add rate', 'Visitors', 'Orders', 'Revenue'],
} as const;

/** The first CSV heading of a top list, by dimension. */
export const DIMENSION_HEADINGS: Readonly<Record<string, string>> = {
  page: 'Page',
  entry: 'Entry page',
  exit: 'Exit page',
  referrer: 'Referrer',
  source: 'Source',
  utm_campaign: 'UTM campaign',
  utm_medium: 'UTM medium',
  utm_source: 'UTM source',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
  country: 'Country',
  counting: 'Counting method',
  campaigns: 'UTM campaign',
  sources: 'Source',
};

/** How each visitor was counted, as the counting-method table and its CSV say it. */
export const COUNTING_LABELS: Readonly<Record<string, string>> = {
  cookie: 'With cookies',
  cookieless: 'Without cookies (consent not given)',
};

/** The product column of a product no longer in the catalogue. */
export const REMOVED_PRODUCT = '(removed product)';
