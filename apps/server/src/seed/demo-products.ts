import type { NewProduct, NewVariant } from '../features/catalog/index.ts';

/*
 * The demo store's catalogue: data only. seedDemo writes it; make-images.ts draws one SVG per product
 * and per colour from the same list, so names, colours and file names cannot drift apart.
 */

/** The illustration make-images.ts draws for a product. */
export type Illustration =
  | 'tee' | 'apron' | 'mug' | 'tote' | 'wallet' | 'coffee' | 'candle' | 'bowl' | 'book' | 'planner' | 'ticket' | 'knife' | 'giftcard';

/** Colour names used by the catalogue, with the swatch make-images.ts paints. */
export const COLOURS: Readonly<Record<string, string>> = {
  Navy: '#1f2f4d',
  Sand: '#d8c3a0',
  Forest: '#2f5a3c',
  Natural: '#e9e1d0',
  Charcoal: '#3b3b3f',
  Rust: '#a4502d',
  Tan: '#b98456',
  Black: '#1c1c1c',
};

/** A demo product: what createProduct takes, minus the images, plus how to draw it. */
export interface DemoProduct extends Omit<NewProduct, 'mainImageUrl' | 'mainImageSize' | 'variants'> {
  illustration: Illustration;
  /** Main colour of the product image (when it has no colour option). */
  colour: string;
  variants: Omit<NewVariant, 'imageUrl'>[];
  /** Set: the additional-fields form is created and linked by the seed. */
  monogramForm?: boolean;
}

/** Pixel size of every generated image (the SVG viewBox), stored as main_image_size. */
export const IMAGE_SIZE = '800x800';

/** File name (without folder) of a product's image, or of one colour of it. */
export function imageFile(urlId: string, colour?: string): string {
  return colour ? `${urlId}-${colour.toLowerCase()}.svg` : `${urlId}.svg`;
}

const SIZES = ['S', 'M', 'L'];
const TEE_COLOURS = ['Navy', 'Sand', 'Forest'];

const p = (html: string[]): string => html.map((para) => `<p>${para}</p>`).join('');

/** The demo catalogue, in shop order. Prices are minor units (USD cents). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    urlId: 'merino-crew-tee',
    title: 'Merino Crew Tee',
    illustration: 'tee',
    colour: 'Navy',
    productType: 'PHYSICAL',
    excerpt: 'A lightweight 17.5-micron merino tee that stays fresh for days.',
    bodyHtml: p([
      'Knitted in Portugal from 170 g/m² superfine merino, this crew neck breathes in summer and layers in winter.',
      'Naturally odour-resistant, machine washable at 30°C. Relaxed fit: take your usual size.',
    ]),
    tags: ['merino', 'apparel'],
    categories: ['Apparel'],
    variantOptionOrdering: ['Size', 'Colour'],
    variants: SIZES.flatMap((size) =>
      TEE_COLOURS.map((colour) => ({
        sku: `TEE-${size}-${colour.toUpperCase()}`,
        priceCents: 4800,
        // One combination is sold out, so the restock widget has something to do.
        qtyInStock: size === 'M' && colour === 'Forest' ? 0 : size === 'M' ? 12 : 6,
        attributes: { Size: size, Colour: colour },
      })),
    ),
  },
  {
    urlId: 'linen-apron',
    title: 'Linen Work Apron',
    illustration: 'apron',
    colour: 'Natural',
    productType: 'PHYSICAL',
    excerpt: 'Stone-washed Lithuanian linen with a deep split pocket.',
    bodyHtml: p([
      'Cut from heavyweight stone-washed linen that softens with every wash.',
      'Adjustable cross-back straps, a split front pocket and a loop for a tea towel.',
    ]),
    tags: ['linen', 'kitchen'],
    categories: ['Kitchen'],
    variantOptionOrdering: ['Colour'],
    variants: ['Natural', 'Charcoal', 'Rust'].map((colour, i) => ({
      sku: `APRON-${colour.toUpperCase()}`,
      priceCents: 3800,
      qtyInStock: [14, 9, 3][i],
      attributes: { Colour: colour },
    })),
  },
  {
    urlId: 'stoneware-mug',
    title: 'Speckled Stoneware Mug',
    illustration: 'mug',
    colour: 'Sand',
    productType: 'PHYSICAL',
    excerpt: 'A 350 ml mug glazed in speckled oatmeal. Now on sale.',
    bodyHtml: p([
      'Wheel-thrown in small batches and fired to 1,280°C, so it is dishwasher and microwave safe.',
      'Holds 350 ml: a generous flat white or a proper mug of tea.',
    ]),
    tags: ['ceramics', 'kitchen'],
    categories: ['Kitchen'],
    variants: [{ sku: 'MUG-OAT', priceCents: 2800, salePriceCents: 2200, onSale: true, qtyInStock: 40 }],
  },
  {
    urlId: 'waxed-canvas-tote',
    title: 'Waxed Canvas Tote',
    illustration: 'tote',
    colour: 'Forest',
    productType: 'PHYSICAL',
    excerpt: 'Water-resistant waxed cotton with leather handles.',
    bodyHtml: p([
      'Eighteen-ounce waxed cotton canvas, vegetable-tanned leather handles and copper rivets.',
      'The Small fits a laptop up to 13 inches; the Large takes a weekend away.',
    ]),
    tags: ['bags'],
    categories: ['Accessories'],
    variantOptionOrdering: ['Size'],
    variants: [
      { sku: 'TOTE-SMALL', priceCents: 6400, qtyInStock: 8, attributes: { Size: 'Small' } },
      { sku: 'TOTE-LARGE', priceCents: 7900, qtyInStock: 5, attributes: { Size: 'Large' } },
    ],
  },
  {
    urlId: 'monogrammed-card-holder',
    title: 'Monogrammed Leather Card Holder',
    illustration: 'wallet',
    colour: 'Tan',
    productType: 'PHYSICAL',
    monogramForm: true,
    excerpt: 'Hand-stitched bridle leather, embossed with up to three initials.',
    bodyHtml: p([
      'Four card slots and a centre pocket, saddle-stitched by hand in our workshop.',
      'Tell us the initials to emboss when you add it to your cart; allow three working days.',
    ]),
    tags: ['leather', 'personalised'],
    categories: ['Accessories'],
    variantOptionOrdering: ['Colour'],
    variants: ['Tan', 'Black'].map((colour) => ({
      sku: `CARD-${colour.toUpperCase()}`,
      priceCents: 5500,
      qtyInStock: 10,
      attributes: { Colour: colour },
    })),
  },
  {
    urlId: 'house-blend-subscription',
    title: 'House Blend Coffee Subscription',
    illustration: 'coffee',
    colour: 'Rust',
    productType: 'PHYSICAL',
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    excerpt: 'A 500 g bag of our house espresso blend, roasted and posted every month.',
    bodyHtml: p([
      'Brazil Cerrado and Ethiopia Guji, roasted medium for chocolate and stone fruit.',
      'Roasted on the first Monday of the month and posted the same day. Cancel any time.',
    ]),
    tags: ['coffee', 'subscription'],
    categories: ['Pantry'],
    variantOptionOrdering: ['Grind'],
    variants: ['Whole bean', 'Ground'].map((grind) => ({
      sku: `COFFEE-SUB-${grind === 'Ground' ? 'GROUND' : 'BEAN'}`,
      priceCents: 1900,
      unlimited: true,
      attributes: { Grind: grind },
    })),
  },
  {
    urlId: 'beeswax-taper-candles',
    title: 'Beeswax Taper Candles (Pair)',
    illustration: 'candle',
    colour: 'Sand',
    productType: 'PHYSICAL',
    excerpt: 'Hand-dipped pure beeswax tapers that burn for nine hours.',
    bodyHtml: p(['Dipped by hand from local beeswax with a cotton wick. Smokeless and dripless in still air.']),
    tags: ['home'],
    categories: ['Home'],
    // Made to order: never runs out.
    variants: [{ sku: 'CANDLE-PAIR', priceCents: 1600, unlimited: true }],
  },
  {
    urlId: 'hand-thrown-bowl-set',
    title: 'Hand-thrown Bowl Set',
    illustration: 'bowl',
    colour: 'Charcoal',
    productType: 'PHYSICAL',
    excerpt: 'Four nesting bowls in a satin charcoal glaze.',
    bodyHtml: p(['Four bowls from 10 to 18 cm, made to nest. This batch has sold out; ask to be told when the next is fired.']),
    tags: ['ceramics'],
    categories: ['Kitchen'],
    variants: [{ sku: 'BOWL-SET-4', priceCents: 9600, qtyInStock: 0 }],
  },
  {
    urlId: 'seasonal-recipe-ebook',
    title: 'Seasonal Recipes E-book',
    illustration: 'book',
    colour: 'Forest',
    productType: 'DIGITAL',
    excerpt: 'Forty-eight recipes for the year, as a PDF.',
    bodyHtml: p([
      'Twelve chapters, one a month, with four recipes each and a shopping list per chapter.',
      'Delivered as a 96-page PDF download right after purchase.',
    ]),
    tags: ['recipes', 'digital'],
    categories: ['Digital'],
    variants: [{ sku: 'EBOOK-SEASONAL', priceCents: 1200, unlimited: true }],
  },
  {
    urlId: 'printable-kitchen-planner',
    title: 'Printable Kitchen Planner',
    illustration: 'planner',
    colour: 'Natural',
    productType: 'DIGITAL',
    excerpt: 'Weekly meal plans, pantry lists and shopping lists to print at home.',
    bodyHtml: p(['A4 and US Letter PDFs: weekly planner, pantry inventory and a shopping list grouped by aisle.']),
    tags: ['digital'],
    categories: ['Digital'],
    variants: [{ sku: 'PLANNER-PDF', priceCents: 600, unlimited: true }],
  },
  {
    urlId: 'sourdough-workshop',
    title: 'Sourdough Baking Workshop',
    illustration: 'ticket',
    colour: 'Rust',
    productType: 'SERVICE',
    customAddButtonText: 'Book a Seat',
    excerpt: 'A Saturday morning at the bakery bench, starter to loaf.',
    bodyHtml: p([
      'Three hours in our studio kitchen: feeding a starter, mixing, shaping and baking. You take home a loaf and some starter.',
      'Saturday 9:30 am to 12:30 pm. Twelve seats per class; aprons provided.',
    ]),
    tags: ['workshop'],
    categories: ['Workshops'],
    variants: [{ sku: 'WORKSHOP-SOURDOUGH', priceCents: 8500, qtyInStock: 12 }],
  },
  {
    urlId: 'knife-sharpening',
    title: 'Knife Sharpening Service',
    illustration: 'knife',
    colour: 'Charcoal',
    productType: 'SERVICE',
    excerpt: 'Whetstone sharpening for one kitchen knife, ready in a week.',
    bodyHtml: p(['Drop your knives at the shop; each is sharpened by hand on Japanese whetstones and honed.']),
    tags: ['service'],
    categories: ['Services'],
    variants: [{ sku: 'SHARPEN-1', priceCents: 1500, unlimited: true }],
  },
  {
    urlId: 'gift-card',
    title: 'Plinth Demo Store Gift Card',
    illustration: 'giftcard',
    colour: 'Navy',
    productType: 'GIFT_CARD',
    excerpt: 'Let them choose. Delivered by e-mail.',
    bodyHtml: p(['Sent by e-mail with your message, and valid on everything in the shop for five years.']),
    tags: ['gift'],
    categories: ['Gifts'],
    giftCardDenominations: [2500, 5000, 10000],
    // One variant per denomination, matched by price; no options to choose from.
    variants: [2500, 5000, 10000].map((cents) => ({ sku: `GIFT-${cents / 100}`, priceCents: cents, unlimited: true })),
  },
];

/** The colours a product comes in (its Colour option values), empty when it has none. */
export function productColours(product: DemoProduct): string[] {
  const colours = product.variants.map((v) => v.attributes?.Colour).filter((c): c is string => c !== undefined);
  return [...new Set(colours)];
}
