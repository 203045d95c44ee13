import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The owner's discounts, Commerce → Discounts (issue 30 item 6; docs/owner-api.md "Discounts"):
 * codes the buyer enters at checkout and automatic discounts that apply by themselves; a percentage
 * or an amount off, or free shipping; a minimum subtotal; limited to products or categories; a
 * start and an end; usage limits in all and per customer, counted when a payment is made. Messages
 * name the field, so the screen shows them beside it.
 */

/** The longest code. */
export const MAX_DISCOUNT_CODE_LENGTH = 50;
/** The longest title. */
export const MAX_DISCOUNT_TITLE_LENGTH = 100;
/** The largest amount off or minimum, in minor units (a million in the currency's main unit). */
export const MAX_DISCOUNT_CENTS = 100_000_000;
/** The most products or categories a discount names. */
export const MAX_DISCOUNT_TARGETS = 200;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
const instant = (label: string) => z.number({ error: `${label} must be a date.` }).int(`${label} must be a date.`).min(0, `${label} must be a date.`).nullable();

/** What a discount takes off. */
export const discountKind = z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'], { error: 'Type must be PERCENTAGE, FIXED_AMOUNT or FREE_SHIPPING.' });

const discountShape = {
  /** 'code': the buyer enters `code`; 'automatic': applies by itself and shows `title`. */
  method: z.enum(['code', 'automatic'], { error: 'Method must be code or automatic.' }),
  /** Letters, digits, - and _; unique per store (compared case-insensitively); null for an automatic discount. */
  code: z
    .string({ error: 'Code must be text.' })
    .trim()
    .max(MAX_DISCOUNT_CODE_LENGTH, `Code must be at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`)
    .regex(/^[A-Za-z0-9_-]*$/, 'Code may contain only letters, digits, - and _.')
    .nullable(),
  /** What the buyer sees for an automatic discount ('Summer sale'); for a code, the owner's note. */
  title: z.string({ error: 'Title must be text.' }).trim().max(MAX_DISCOUNT_TITLE_LENGTH, `Title must be at most ${MAX_DISCOUNT_TITLE_LENGTH} characters.`),
  kind: discountKind,
  /** PERCENTAGE: basis points, 1 to 10 000 (1500 = 15 %). */
  percentBasisPoints: whole('Percentage', 1, 10_000).nullable(),
  /** FIXED_AMOUNT: minor units of the store currency. */
  amountCents: whole('Amount', 1, MAX_DISCOUNT_CENTS).nullable(),
  /** The subtotal (of the products it applies to) an order must reach; null = none. */
  minimumSubtotalCents: whole('Minimum subtotal', 0, MAX_DISCOUNT_CENTS).nullable(),
  /** Only these products (ids); with `categories` empty too, every product. */
  productIds: z.array(z.string().min(1).max(100), { error: 'Products must be a list of product ids.' }).max(MAX_DISCOUNT_TARGETS, `At most ${MAX_DISCOUNT_TARGETS} products.`),
  /** …or the products in these categories (names). */
  categories: z
    .array(z.string().trim().min(1, 'A category name is empty.').max(100, 'A category name is too long.'), { error: 'Categories must be a list of names.' })
    .max(MAX_DISCOUNT_TARGETS, `At most ${MAX_DISCOUNT_TARGETS} categories.`),
  /** Epoch milliseconds from which it works; null = at once. */
  startsAt: instant('Start'),
  /** Epoch milliseconds at which it stops; null = never. */
  endsAt: instant('End'),
  /** Uses in all; null = unlimited. */
  usageLimit: whole('Usage limit', 1, 1_000_000_000).nullable(),
  /** Uses per customer (by e-mail); null = unlimited. */
  usageLimitPerCustomer: whole('Limit per customer', 1, 1_000_000_000).nullable(),
  /** Combines with other combinable discounts (free shipping always combines with an amount off). */
  stackable: z.boolean({ error: 'Combines with other discounts must be true or false.' }),
};

/** A discount as the owner API answers it. */
export const discountJson = z.object({
  id: z.string(),
  ...discountShape,
  /** Payments that used it (under way or paid). */
  timesUsed: z.number().int(),
  /** Where it stands now. */
  status: z.enum(['active', 'scheduled', 'expired', 'used_up']),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

/** The body of POST and PUT: every field; unknown properties are refused. */
export const discountBody = z.strictObject(discountShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'The discount must be a JSON object.'),
});

/** GET /api/owner/commerce/discounts. */
export const listDiscounts = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/discounts',
  tag: 'discounts',
  access: 'products:write',
  summary: "The store's discounts, codes and automatic, newest first",
  response: z.object({ discounts: z.array(discountJson) }),
});

/** GET /api/owner/commerce/discounts/:id. */
export const getDiscount = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/discounts/:id',
  tag: 'discounts',
  access: 'products:write',
  summary: 'One discount (404 for one of another store)',
  params: idParams,
  response: z.object({ discount: discountJson }),
});

/** POST /api/owner/commerce/discounts. */
export const createDiscount = defineRoute({
  method: 'POST',
  path: '/api/owner/commerce/discounts',
  tag: 'discounts',
  access: 'products:write',
  summary: 'Creates a discount; 400 naming the field that is wrong, 409 for a code the store has already',
  body: discountBody,
  response: z.object({ discount: discountJson }),
  status: 201,
  errors: [409],
});

/** PUT /api/owner/commerce/discounts/:id. */
export const updateDiscount = defineRoute({
  method: 'PUT',
  path: '/api/owner/commerce/discounts/:id',
  tag: 'discounts',
  access: 'products:write',
  summary: 'Changes a discount (every field); its uses so far stay counted',
  params: idParams,
  body: discountBody,
  response: z.object({ discount: discountJson }),
  errors: [409],
});

/** DELETE /api/owner/commerce/discounts/:id. */
export const deleteDiscount = defineRoute({
  method: 'DELETE',
  path: '/api/owner/commerce/discounts/:id',
  tag: 'discounts',
  access: 'products:write',
  summary: 'Deletes a discount: checkout no longer takes it; orders that used it keep their discount',
  params: idParams,
  responseType: 'empty',
});

/** Every route of this file (API_ROUTES lists them). */
export const discountsRoutes: readonly ApiRoute[] = [listDiscounts, getDiscount, createDiscount, updateDiscount, deleteDiscount];
