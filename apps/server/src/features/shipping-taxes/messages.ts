/** The messages of the shipping-taxes feature (shown as they are in the dashboard). */
export const SHIPPING_TAX_MESSAGES = {
  zoneNotFound: 'No such shipping zone.',
  rateNotFound: 'No such tax rate.',
  productNotFound: 'No such product.',
  tooManyZones: (max: number) => `A store has at most ${max} shipping zones.`,
  tooManyRates: (max: number) => `A store has at most ${max} tax rates.`,
  secondRestOfWorld: (zone: string) => `"${zone}" already serves the rest of the world; list countries in this zone.`,
  placeTaken: (place: string, zone: string) => `${place} is already in the zone "${zone}".`,
  placeTwice: (place: string) => `${place} is listed twice in this zone.`,
  rateIdTwice: (id: string) => `Two rates of this zone have the id ${id}.`,
  taxRateTaken: (name: string, place: string) => `${place} already has a tax named ${name}.`,
  unknownVariant: (id: string) => `The product has no variant ${id}.`,
} as const;
