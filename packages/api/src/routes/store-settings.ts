import { CURRENCY_CODES } from '@plinth/commerce';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { setupTimeZone } from './setup.ts';

/*
 * The owner's store settings, Commerce → Store settings (issue 30 item 3; docs/owner-api.md "Store
 * settings"): the store's currency and time zone, the name and address its invoices and e-mails
 * carry, express checkout and a custom cart (storefront.md §2, §4), the smallest order, and the
 * merchandising words of the product pages. Messages name the field, so the screen shows them beside it.
 */

/** The longest store name, sold-out, scarcity and restock text. */
export const MAX_STORE_TEXT_LENGTH = 100;
/** The longest store address (several lines). */
export const MAX_STORE_ADDRESS_LENGTH = 500;
/** The largest scarcity threshold (units left). */
export const MAX_SCARCITY_THRESHOLD = 1000;
/** The largest minimum subtotal, in minor units (a million in the currency's main unit). */
export const MAX_MINIMUM_SUBTOTAL_CENTS = 100_000_000;

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters.`);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** The merchandising words and switches of the product pages (platform.md §3 product merchandising context). */
export const storeMerchandisingJson = z.object({
  /** The restock sign-up's success text; '' = 'Signed up!'. */
  restockSuccessText: text('Restock success text', MAX_STORE_TEXT_LENGTH),
  /** The restock sign-up offers to join the mailing list. */
  mailingListSignUpEnabled: flag('Mailing-list sign-up'),
  /** …with the box ticked to start with. */
  mailingListOptInByDefault: flag('Mailing-list opt-in by default'),
  scarcityEnabled: flag('Scarcity message'),
  /** The message shows at this many units left or fewer (and at least one). */
  scarcityThreshold: z
    .number({ error: 'Scarcity threshold must be a whole number.' })
    .int('Scarcity threshold must be a whole number.')
    .min(1, 'Scarcity threshold must be at least 1.')
    .max(MAX_SCARCITY_THRESHOLD, `Scarcity threshold must be at most ${MAX_SCARCITY_THRESHOLD}.`),
  /** `{quantity}` is the units left. */
  scarcityText: text('Scarcity text', MAX_STORE_TEXT_LENGTH).min(1, 'Scarcity text is required.'),
  /** Replaces 'sold out' on the badge and the disabled button; '' = 'sold out'. */
  customSoldOutText: text('Sold-out text', MAX_STORE_TEXT_LENGTH),
});

const settingsShape = {
  /** One of the 27 store currencies (storefront.md §3). Past orders keep theirs. */
  currency: z.enum(CURRENCY_CODES, { error: `Currency must be one of ${CURRENCY_CODES.join(', ')}.` }),
  /** An IANA time zone ('Europe/Berlin'). */
  timeZone: setupTimeZone,
  /** The name invoices and e-mails carry; '' = the site's title. */
  storeName: text('Store name', MAX_STORE_TEXT_LENGTH),
  /** The postal address invoices and e-mails carry, one line per line. */
  storeAddress: text('Store address', MAX_STORE_ADDRESS_LENGTH),
  /** Add to cart goes straight to checkout. */
  expressCheckout: flag('Express checkout'),
  /** The site has its own cart: the pill cart is not shown. */
  customCart: flag('Custom cart'),
  /** The smallest subtotal checkout takes, in minor units; 0 = none. */
  minimumSubtotalCents: z
    .number({ error: 'Minimum subtotal must be a whole number of cents.' })
    .int('Minimum subtotal must be a whole number of cents.')
    .min(0, 'Minimum subtotal cannot be negative.')
    .max(MAX_MINIMUM_SUBTOTAL_CENTS, `Minimum subtotal must be at most ${MAX_MINIMUM_SUBTOTAL_CENTS} cents.`),
  merchandising: storeMerchandisingJson,
};

/** The settings as read (with whether the store has orders: a currency change then needs confirming). */
export const storeSettingsJson = z.object({
  ...settingsShape,
  /** The store has orders: changing the currency needs `confirmCurrencyChange`; past orders keep theirs. */
  hasOrders: z.boolean(),
});

/** The body of `PUT /api/owner/commerce/settings`: every setting; unknown properties are refused. */
export const storeSettingsBody = z.strictObject(
  {
    ...settingsShape,
    merchandising: z.strictObject(storeMerchandisingJson.shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown merchandising setting: ${issue.keys.join(', ')}.` : 'merchandising must be an object.'),
    }),
    /** Needed to change the currency of a store with orders. */
    confirmCurrencyChange: z.boolean({ error: 'confirmCurrencyChange must be true or false.' }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'The store settings must be a JSON object.',
  },
);

/** GET /api/owner/commerce/settings. */
export const getStoreSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/settings',
  tag: 'store-settings',
  access: 'settings:write',
  summary: "The store's settings: currency, time zone, name and address, express checkout, custom cart, minimum subtotal, merchandising",
  response: storeSettingsJson,
});

/** PUT /api/owner/commerce/settings. */
export const saveStoreSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/commerce/settings',
  tag: 'store-settings',
  access: 'settings:write',
  summary:
    'Saves the store settings; the storefront follows at once (page cache renewed). Changing the currency of a store with orders needs confirmCurrencyChange: true (409 otherwise); past orders keep theirs, open carts take the new one',
  body: storeSettingsBody,
  response: storeSettingsJson,
  errors: [409],
});

/** Every route of this file (API_ROUTES lists them). */
export const storeSettingsRoutes: readonly ApiRoute[] = [getStoreSettings, saveStoreSettings];
