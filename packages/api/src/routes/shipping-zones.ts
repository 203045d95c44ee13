import { SHIPPING_RATE_KINDS, type ShippingRateKind } from '@plinth/commerce';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * Commerce → Shipping (issue 30 item 4; docs/owner-api.md "Shipping zones"): the zones a store ships
 * to — countries, or regions of a country; a zone listing none is "Rest of world" — each with its
 * rates: FLAT, WEIGHT (between two weights in grams), SUBTOTAL (between two order subtotals), PICKUP
 * (collected at an address); any may be free from a subtotal. Checkout offers the rates of the buyer's
 * zone and refuses an address no zone serves. Messages name the field, so the screen shows them as they are.
 */

/** The most zones a store has, rates a zone has, places a zone lists. */
export const MAX_SHIPPING_ZONES = 100;
export const MAX_ZONE_RATES = 20;
export const MAX_ZONE_PLACES = 300;
/** The largest price or subtotal bound, in minor units; the largest weight, in grams (1 000 kg). */
export const MAX_SHIPPING_CENTS = 100_000_000;
export const MAX_SHIPPING_GRAMS = 1_000_000;

const code = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .regex(/^[A-Za-z0-9]{1,3}$/, `${what} must be a code such as DE, US or NY.`)
    .transform((value) => value.toUpperCase());

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`);

/** A country, or some regions of it. */
export const zonePlace = z.strictObject(
  {
    country: z
      .string({ error: 'A country is required.' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'A country must be a two-letter code such as DE or US.')
      .transform((value) => value.toUpperCase()),
    /** Empty or absent = the whole country. */
    regions: z.array(code('A region'), { error: 'regions must be a list of codes.' }).max(100, 'A country lists at most 100 regions.').optional(),
  },
  { error: 'Each place must be { country, regions }.' },
);

const rateShape = {
  /** Kept when sent (unique in the zone); made when absent. */
  id: z.string({ error: 'A rate id must be text.' }).trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A rate id is 1 to 40 letters, digits, _ or -.').optional(),
  name: z.string({ error: 'A rate name is required.' }).trim().min(1, 'Please enter a name for the rate.').max(80, 'A rate name is at most 80 characters.'),
  kind: z.enum(SHIPPING_RATE_KINDS as [ShippingRateKind, ...ShippingRateKind[]], { error: `A rate's kind must be one of ${SHIPPING_RATE_KINDS.join(', ')}.` }),
  priceCents: whole('Price', MAX_SHIPPING_CENTS),
  /** WEIGHT: grams; SUBTOTAL: minor units; included; null = no lower bound. */
  min: whole('The lower bound', MAX_SHIPPING_CENTS).nullable().optional(),
  /** WEIGHT: grams; SUBTOTAL: minor units; included; null = no upper bound. */
  max: whole('The upper bound', MAX_SHIPPING_CENTS).nullable().optional(),
  /** Free once the subtotal after discounts reaches this; null = never. */
  freeAboveCents: whole('Free above', MAX_SHIPPING_CENTS).nullable().optional(),
  /** PICKUP: where the buyer collects the order. */
  pickupAddress: z.string({ error: 'The pickup address must be text.' }).trim().max(300, 'The pickup address is at most 300 characters.').nullable().optional(),
};

/** A rate as sent by the owner. */
export const shippingRateBody = z
  .strictObject(rateShape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown rate field: ${issue.keys.join(', ')}.` : 'Each rate must be an object.') })
  .superRefine((rate, context) => {
    if (rate.min != null && rate.max != null && rate.min > rate.max) context.addIssue({ code: 'custom', message: `${rate.name}: the lower bound is above the upper bound.` });
    if (rate.kind === 'WEIGHT' && (rate.min ?? 0) > MAX_SHIPPING_GRAMS) context.addIssue({ code: 'custom', message: `${rate.name}: a weight is at most ${MAX_SHIPPING_GRAMS} g.` });
    if (rate.kind === 'PICKUP' && !rate.pickupAddress) context.addIssue({ code: 'custom', message: `${rate.name}: enter the pickup address.` });
    if ((rate.kind === 'FLAT' || rate.kind === 'PICKUP') && (rate.min != null || rate.max != null)) {
      context.addIssue({ code: 'custom', message: `${rate.name}: only weight and subtotal rates have bounds.` });
    }
  });

/** A rate as stored and answered. */
export const shippingRateJson = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SHIPPING_RATE_KINDS as [ShippingRateKind, ...ShippingRateKind[]]),
  priceCents: z.number().int(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  freeAboveCents: z.number().int().nullable(),
  pickupAddress: z.string().nullable(),
});

/** The body of a new or changed zone: every field. */
export const shippingZoneBody = z.strictObject(
  {
    name: z.string({ error: 'A zone name is required.' }).trim().min(1, 'Please enter a name for the zone.').max(80, 'A zone name is at most 80 characters.'),
    /** Empty = Rest of world (at most one such zone). */
    countries: z.array(zonePlace, { error: 'countries must be a list of places.' }).max(MAX_ZONE_PLACES, `A zone lists at most ${MAX_ZONE_PLACES} places.`),
    rates: z.array(shippingRateBody, { error: 'rates must be a list.' }).min(1, 'Add at least one rate to the zone.').max(MAX_ZONE_RATES, `A zone has at most ${MAX_ZONE_RATES} rates.`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown zone field: ${issue.keys.join(', ')}.` : 'The zone must be a JSON object with name, countries and rates.') },
);

/** A zone as answered. */
export const shippingZoneJson = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.object({ country: z.string(), regions: z.array(z.string()) })),
  /** Lists no place: serves every address no other zone serves. */
  restOfWorld: z.boolean(),
  rates: z.array(shippingRateJson),
});

/** GET /api/owner/commerce/shipping-zones. */
export const listShippingZones = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/shipping-zones',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: "The store's shipping zones with their rates, in the order checkout tries them",
  response: z.object({ zones: z.array(shippingZoneJson) }),
});

/** POST /api/owner/commerce/shipping-zones. */
export const createShippingZone = defineRoute({
  method: 'POST',
  path: '/api/owner/commerce/shipping-zones',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: 'Adds a zone (last); 400 when a place is already in another zone, or for a second Rest of world',
  body: shippingZoneBody,
  response: z.object({ zone: shippingZoneJson }),
  status: 201,
});

/** PUT /api/owner/commerce/shipping-zones/:id. */
export const updateShippingZone = defineRoute({
  method: 'PUT',
  path: '/api/owner/commerce/shipping-zones/:id',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: "Replaces a zone's name, places and rates; checkout follows at once",
  params: idParams,
  body: shippingZoneBody,
  response: z.object({ zone: shippingZoneJson }),
  errors: [404],
});

/** DELETE /api/owner/commerce/shipping-zones/:id. */
export const deleteShippingZone = defineRoute({
  method: 'DELETE',
  path: '/api/owner/commerce/shipping-zones/:id',
  tag: 'shipping-taxes',
  access: 'settings:write',
  summary: 'Deletes a zone: its places are no longer served (unless by Rest of world)',
  params: idParams,
  responseType: 'empty',
  errors: [404],
});

/** Every route of this file (API_ROUTES lists them). */
export const shippingZonesRoutes: readonly ApiRoute[] = [listShippingZones, createShippingZone, updateShippingZone, deleteShippingZone];
