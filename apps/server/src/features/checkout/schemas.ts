import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

/*
 * zod schemas of the checkout API's inputs (docs/checkout-api.md). Messages name the field, so
 * describeZodError shows them as they are.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`);

/** An e-mail address: 3 to 256 characters (storefront.md §9), one @, a dot in the domain. */
export const emailSchema = z
  .string({ error: M.emailInvalid })
  .trim()
  .min(3, M.emailInvalid)
  .max(256, M.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, M.emailInvalid)
  .transform((value) => value.toLowerCase());

/** A shipping address. */
export const addressSchema = z.object({
  firstName: text('firstName', 100),
  lastName: text('lastName', 100),
  address1: text('address1', 200),
  address2: z.string().trim().max(200, 'address2 is too long').optional(),
  city: text('city', 100),
  region: z.string().trim().max(100, 'region is too long').optional(),
  postalCode: text('postalCode', 20),
  country: z
    .string({ error: 'country is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code')
    .transform((value) => value.toUpperCase()),
});

/** The card of a payment. */
export const cardSchema = z.object(
  {
    number: text('card.number', 40),
    expiry: text('card.expiry', 7),
    cvc: text('card.cvc', 4),
    name: z.string().trim().max(200, 'card.name is too long').optional(),
  },
  { error: 'card is required' },
);

/** A client-made key naming one payment attempt: 8 to 100 of A–Z a–z 0–9 _ - : . */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey is required' })
  .regex(/^[A-Za-z0-9_\-:.]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits or _ - : .');

/** Body of PUT /api/commerce/checkout. */
export const checkoutUpdateSchema = z.object({
  email: emailSchema.optional(),
  shippingAddress: addressSchema.optional(),
  shippingOptionId: z.string().trim().max(100, 'shippingOptionId is too long').nullable().optional(),
  couponCodes: z.array(z.string().trim().min(1, 'a coupon code is empty').max(50, 'a coupon code is too long'), { error: 'couponCodes must be a list of codes' }).max(10, 'At most 10 coupon codes').optional(),
  giftCardCode: z.string().trim().max(40, 'giftCardCode is too long').nullable().optional(),
});

/** Body of POST /api/commerce/checkout/pay. */
export const payBodySchema = z.object({ idempotencyKey: idempotencyKeySchema, card: cardSchema });
