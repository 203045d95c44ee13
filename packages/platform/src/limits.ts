/** Layout and content limits (platform.md §9 "Layout and content limits"). */
export const LAYOUT_LIMITS = Object.freeze({
  /** Widest viewport, in pixels, that gets the mobile layout. */
  mobileMaxWidth: 432,
  /** Narrowest viewport, in pixels, that gets the desktop layout. */
  desktopMinWidth: 433,
  /** Item count from which the cart badge reads `CART_BADGE_OVERFLOW`. */
  cartBadgeCap: 100,
  maxBlocksPerLayout: 60,
  maxAlbumTracks: 60,
  maxItemsInOrderableCollection: 250,
  maxProductsInCollection: 200,
  maxNestedCategories: 10000,
  maxTagLength: 50,
  maxCategoryLength: 25,
  maxMusicPhotoGalleries: 20,
  gallerySize: 50,
  /** Bytes in a megabyte for upload limits; catalogued image widths and file-size text use 1024. */
  bytesPerMegabyte: 1_000_000,
  fileSizeUnit: 1024,
} as const);

/** Responsive image widths, in pixels. */
export const RESPONSIVE_IMAGE_WIDTHS: readonly number[] = Object.freeze([100, 300, 500, 750, 1000, 1500, 2500]);

/** Cart badge text when the count reaches `LAYOUT_LIMITS.cartBadgeCap`. */
export const CART_BADGE_OVERFLOW = '100+';

/** Spoken cart labels; `{n}` is the item count. */
export const CART_LABELS = Object.freeze({
  overflow: 'More than 100 items in cart',
  one: 'One item in cart',
  many: '{n} items in cart',
  empty: 'Cart',
} as const);
