import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * Commerce → Taxes (issue 30 item 5; docs/owner-api.md "Tax rates"): tax rates by country and region
 * (a region's rate stacks on its country's), each saying whether the store's prices already include it
 * (VAT countries) and whether shipping is taxed; and per product, whether it is tax-exempt and what its
 * variants weigh (for shipping rates by weight). Checkout, the order e-mails and the order page show
 * one tax line per rate.
 */

/** The most tax rates a store has. */
export const MAX_TAX_RATES = 500;
/** The heaviest variant, in grams (1 000 kg). */
export const MAX_VARIANT_GRAMS = 1_000_000;

/** The body of a new or changed rate. */
export const taxRateBody = z.strictObject(
  {
    name: z.string({ error: 'A tax name is required.' }).trim().min(1, 'Please enter a name for the tax (VAT, Sales tax).').max(60, 'A tax name is at most 60 characters.'),
    country: z
      .string({ error: 'A country is required.' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter code such as DE or US.')
      .transform((value) => value.toUpperCase()),
    /** A region code; '' or null = the whole country. */
    region: z
      .string({ error: 'The region must be text.' })
      .trim()
      .regex(/^[A-Za-z0-9]{0,3}$/, 'The region must be a code such as NY or BY, or empty for the whole country.')
      .transform((value) => value.toUpperCase())
      .nullable()
      .optional(),
    /** 1900 = 19 %; up to 3 decimals (887.5 = 8.875 %). */
    rateBasisPoints: z
      .number({ error: 'The rate must be a number.' })
      .min(0, 'The rate cannot be negative.')
      .max(10_000, 'The rate is at most 100 %.')
      .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'The rate has at most 5 decimals of a per cent.'),
    /** The store's prices already include this tax (VAT countries). */
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false.' }),
    /** Shipping is taxed too. */
    appliesToShipping: z.boolean({ error: 'appliesToShipping must be true or false.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown tax rate field: ${issue.keys.join(', ')}.` : 'The tax rate must be a JSON object.') },
);

/** A rate as answered. */
export const taxRateJson = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  rateBasisPoints: z.number(),
  pricesIncludeTax: z.boolean(),
  appliesToShipping: z.boolean(),
});

/** A product's tax and shipping facts. */
export const productShippingTaxJson = z.object({
  itemId: z.string(),
  title: z.string(),
  taxExempt: z.boolean(),
  variants: z.array(z.object({ id: z.string(), sku: z.string(), weightGrams: z.number().int() })),
});

/** GET /api/owner/commerce/tax-rates. */
export const listTaxRates = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/tax-rates',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: "The store's tax rates by country and region, and its tax-exempt products",
  response: z.object({ rates: z.array(taxRateJson), exemptProducts: z.array(z.object({ itemId: z.string(), title: z.string() })) }),
});

/** POST /api/owner/commerce/tax-rates. */
export const createTaxRate = defineRoute({
  method: 'POST',
  path: '/api/owner/commerce/tax-rates',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: 'Adds a rate; 409 when the same place already has a rate of that name',
  body: taxRateBody,
  response: z.object({ rate: taxRateJson }),
  status: 201,
  errors: [409],
});

/** PUT /api/owner/commerce/tax-rates/:id. */
export const updateTaxRate = defineRoute({
  method: 'PUT',
  path: '/api/owner/commerce/tax-rates/:id',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: 'Changes a rate; checkout follows at once, past orders keep their tax lines',
  params: idParams,
  body: taxRateBody,
  response: z.object({ rate: taxRateJson }),
  errors: [404, 409],
});

/** DELETE /api/owner/commerce/tax-rates/:id. */
export const deleteTaxRate = defineRoute({
  method: 'DELETE',
  path: '/api/owner/commerce/tax-rates/:id',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: 'Deletes a rate',
  params: idParams,
  responseType: 'empty',
  errors: [404],
});

/** GET /api/owner/products/:id/shipping-tax. */
export const getProductShippingTax = defineRoute({
  method: 'GET',
  path: '/api/owner/products/:id/shipping-tax',
  tag: 'shipping-taxes',
  access: 'products:write',
  summary: "A product's tax exemption and its variants' weights",
  params: idParams,
  response: z.object({ product: productShippingTaxJson }),
  errors: [404],
});

/** PUT /api/owner/products/:id/shipping-tax. */
export const saveProductShippingTax = defineRoute({
  method: 'PUT',
  path: '/api/owner/products/:id/shipping-tax',
  tag: 'shipping-taxes',
  access: 'products:write',
  summary: 'Makes a product tax-exempt or not, and sets its variants\' weights in grams (variants not listed keep theirs)',
  params: idParams,
  body: z.strictObject(
    {
      taxExempt: z.boolean({ error: 'taxExempt must be true or false.' }).optional(),
      variants: z
        .array(
          z.strictObject({
            id: z.string({ error: 'A variant id is required.' }).trim().min(1, 'A variant id is required.'),
            weightGrams: z
              .number({ error: 'A weight must be a whole number of grams.' })
              .int('A weight must be a whole number of grams.')
              .min(0, 'A weight cannot be negative.')
              .max(MAX_VARIANT_GRAMS, `A weight is at most ${MAX_VARIANT_GRAMS} g.`),
          }),
        )
        .max(500, 'At most 500 variants at once.')
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send { taxExempt, variants }.') },
  ),
  response: z.object({ product: productShippingTaxJson }),
  errors: [404],
});

/** Every route of this file (API_ROUTES lists them). */
export const taxRatesRoutes: readonly ApiRoute[] = [listTaxRates, createTaxRate, updateTaxRate, deleteTaxRate, getProductShippingTax, saveProductShippingTax];
