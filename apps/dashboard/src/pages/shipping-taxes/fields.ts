/**
 * The pure side of Commerce → Shipping and Taxes: what the forms hold (money, weights and rates as
 * typed), the bodies they send (the contract's zone and tax-rate bodies), how zones, rates and places
 * read in the lists, and money in the store currency's minor units.
 */
import type { shippingZoneBody, shippingZoneJson, taxRateBody, taxRateJson } from '@plinth/api';
import { fractionDigits, formatMoney, isSupportedCurrency, usuallyTaxInclusive, type CurrencyCode } from '@plinth/commerce';
import type { z } from 'zod';

export type Zone = z.infer<typeof shippingZoneJson>;
export type ZoneRate = Zone['rates'][number];
export type ZoneBody = z.input<typeof shippingZoneBody>;
export type TaxRateJson = z.infer<typeof taxRateJson>;
export type TaxRateBody = z.input<typeof taxRateBody>;
export type RateKind = ZoneRate['kind'];

const digitsOf = (currency: string): number => (isSupportedCurrency(currency) ? fractionDigits(currency) : 2);

/** Minor units as the owner types them ('5.00' for 500 USD cents, '500' for 500 yen). */
export function moneyText(cents: number | null, currency: string): string {
  if (cents === null) return '';
  const digits = digitsOf(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/** The minor units of a typed amount; null for '' and NaN for text that is not an amount with at most the currency's decimals. */
export function minorUnitsOf(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = digitsOf(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match || (match[2] ?? '').length > digits) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** Grams as typed in kilograms ('1.5' → 1500); null for '', NaN for more than 3 decimals or not a number. */
export function gramsOf(kilograms: string): number | null {
  const trimmed = kilograms.trim();
  if (trimmed === '') return null;
  const match = /^(\d+)(?:[.,](\d{0,3}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0') || 0);
}

/** Kilograms as typed for grams (1500 → '1.5'). */
export function kilogramsText(grams: number | null): string {
  return grams === null ? '' : String(grams / 1000);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Germany'; the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The places as the owner types them: 'DE, AT, US-NY, US-NJ'. */
export function placesText(countries: Zone['countries']): string {
  return countries.flatMap((place) => (place.regions.length ? place.regions.map((region) => `${place.country}-${region}`) : [place.country])).join(', ');
}

/**
 * The places of a typed list ('de, at, us-ny'): whole countries, and regions grouped under their
 * country; `problem` names the first entry that is not a code.
 */
export function placesOf(text: string): { countries: { country: string; regions: string[] }[] } | { problem: string } {
  const countries: { country: string; regions: string[] }[] = [];
  for (const entry of text.split(/[,;\n]+/).map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{2})(?:[-\s]([A-Za-z0-9]{1,3}))?$/.exec(entry);
    if (!match) return { problem: `"${entry}" is not a country code (DE) or a region (US-NY).` };
    const country = match[1]!.toUpperCase();
    const region = match[2]?.toUpperCase();
    let place = countries.find((p) => p.country === country);
    if (!place) {
      place = { country, regions: [] };
      countries.push(place);
    }
    if (region) place.regions.push(region);
  }
  return { countries };
}

/** A zone's places in words: 'Germany, United States (NY, NJ)'; 'Every other country' for Rest of world. */
export function placesSummary(zone: Pick<Zone, 'countries'>): string {
  if (zone.countries.length === 0) return 'Every country no other zone lists';
  return zone.countries.map((place) => (place.regions.length ? `${countryName(place.country)} (${place.regions.join(', ')})` : countryName(place.country))).join(', ');
}

export const RATE_KIND_LABELS: Record<RateKind, string> = {
  FLAT: 'Flat rate',
  WEIGHT: 'By weight',
  SUBTOTAL: 'By order subtotal',
  PICKUP: 'Local pickup',
};

/** When a rate applies and what it costs, in words: 'Up to 1 kg · $4.90 · free from $50.00'. */
export function rateSummary(rate: ZoneRate, currency: CurrencyCode): string {
  const money = (cents: number) => formatMoney(cents, currency);
  const parts: string[] = [];
  const range = (low: string | null, high: string | null) => (low && high ? `${low} – ${high}` : low ? `From ${low}` : high ? `Up to ${high}` : 'Any');
  if (rate.kind === 'WEIGHT') parts.push(range(rate.min === null ? null : `${kilogramsText(rate.min)} kg`, rate.max === null ? null : `${kilogramsText(rate.max)} kg`));
  if (rate.kind === 'SUBTOTAL') parts.push(range(rate.min === null ? null : money(rate.min), rate.max === null ? null : money(rate.max)));
  if (rate.kind === 'PICKUP' && rate.pickupAddress) parts.push(`at ${rate.pickupAddress}`);
  parts.push(rate.priceCents === 0 ? 'Free' : money(rate.priceCents));
  if (rate.freeAboveCents !== null) parts.push(`free from ${money(rate.freeAboveCents)}`);
  return parts.join(' · ');
}

/** A rate as the form holds it. */
export interface RateDraft {
  key: string;
  id?: string;
  name: string;
  kind: RateKind;
  price: string;
  /** kg for WEIGHT, money for SUBTOTAL. */
  min: string;
  max: string;
  freeAbove: string;
  pickupAddress: string;
}

/** The zone form's values, as typed. */
export interface ZoneDraft {
  name: string;
  places: string;
  rates: RateDraft[];
}

let keys = 0;
/** A new rate row (Standard, flat, empty price). */
export function newRateDraft(kind: RateKind = 'FLAT'): RateDraft {
  keys += 1;
  return { key: `rate-${keys}`, name: kind === 'PICKUP' ? 'Local pickup' : 'Standard', kind, price: kind === 'PICKUP' ? '0' : '', min: '', max: '', freeAbove: '', pickupAddress: '' };
}

/** The form's values for a zone (or a new one). */
export function zoneDraftOf(zone: Zone | null, currency: string): ZoneDraft {
  if (!zone) return { name: '', places: '', rates: [newRateDraft()] };
  return {
    name: zone.name,
    places: placesText(zone.countries),
    rates: zone.rates.map((rate) => {
      keys += 1;
      const bound = (value: number | null) => (rate.kind === 'WEIGHT' ? kilogramsText(value) : moneyText(value, currency));
      return {
        key: `rate-${keys}`,
        id: rate.id,
        name: rate.name,
        kind: rate.kind,
        price: moneyText(rate.priceCents, currency),
        min: bound(rate.min),
        max: bound(rate.max),
        freeAbove: moneyText(rate.freeAboveCents, currency),
        pickupAddress: rate.pickupAddress ?? '',
      };
    }),
  };
}

/** Which field a problem is about: 'name', 'places', or a rate's field ('rate-3.price'). */
export interface ZoneProblem {
  field: string | null;
  message: string;
}

/** The body of a zone draft, or the first problem a person can fix. */
export function zoneBodyOf(draft: ZoneDraft, currency: string): { body: ZoneBody } | { problem: ZoneProblem } {
  if (!draft.name.trim()) return { problem: { field: 'name', message: 'Please enter a name for the zone.' } };
  const places = placesOf(draft.places);
  if ('problem' in places) return { problem: { field: 'places', message: places.problem } };
  if (draft.rates.length === 0) return { problem: { field: null, message: 'Add at least one rate to the zone.' } };
  const rates: ZoneBody['rates'] = [];
  for (const rate of draft.rates) {
    const at = (field: string, message: string) => ({ problem: { field: `${rate.key}.${field}`, message } });
    if (!rate.name.trim()) return at('name', 'Please enter a name for the rate.');
    const price = minorUnitsOf(rate.price, currency);
    if (price === null || Number.isNaN(price)) return at('price', `Enter the price as an amount in ${currency}, e.g. 4.90 (0 for free).`);
    const freeAbove = minorUnitsOf(rate.freeAbove, currency);
    if (Number.isNaN(freeAbove)) return at('freeAbove', `Enter an amount in ${currency}, or leave it empty.`);
    const bound = (text: string) => (rate.kind === 'WEIGHT' ? gramsOf(text) : minorUnitsOf(text, currency));
    const min = rate.kind === 'WEIGHT' || rate.kind === 'SUBTOTAL' ? bound(rate.min) : null;
    const max = rate.kind === 'WEIGHT' || rate.kind === 'SUBTOTAL' ? bound(rate.max) : null;
    const unit = rate.kind === 'WEIGHT' ? 'kilograms, e.g. 1.5' : `an amount in ${currency}`;
    if (Number.isNaN(min)) return at('min', `Enter ${unit}, or leave it empty.`);
    if (Number.isNaN(max)) return at('max', `Enter ${unit}, or leave it empty.`);
    if (min !== null && max !== null && min > max) return at('max', 'The upper bound must not be below the lower one.');
    if (rate.kind === 'PICKUP' && !rate.pickupAddress.trim()) return at('pickupAddress', 'Enter the address where buyers pick up their orders.');
    rates.push({
      ...(rate.id ? { id: rate.id } : {}),
      name: rate.name.trim(),
      kind: rate.kind,
      priceCents: price,
      min,
      max,
      freeAboveCents: freeAbove,
      pickupAddress: rate.kind === 'PICKUP' ? rate.pickupAddress.trim() : null,
    });
  }
  return { body: { name: draft.name.trim(), countries: places.countries, rates } };
}

/** '19 %', '8.875 %'. */
export function percentText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(5))} %`;
}

/** A tax rate as the form holds it. */
export interface TaxDraft {
  name: string;
  country: string;
  region: string;
  /** '19' or '8.875' (per cent). */
  percent: string;
  pricesIncludeTax: boolean;
  appliesToShipping: boolean;
}

/** The form's values for a rate (or a new one). */
export function taxDraftOf(rate: TaxRateJson | null): TaxDraft {
  if (!rate) return { name: 'VAT', country: '', region: '', percent: '', pricesIncludeTax: true, appliesToShipping: true };
  return {
    name: rate.name,
    country: rate.country,
    region: rate.region ?? '',
    percent: String(Number((rate.rateBasisPoints / 100).toFixed(5))),
    pricesIncludeTax: rate.pricesIncludeTax,
    appliesToShipping: rate.appliesToShipping,
  };
}

/** A tax draft's country changed: VAT countries start with prices that include tax, others without. */
export function withCountry(draft: TaxDraft, country: string): TaxDraft {
  const code = country.trim().toUpperCase();
  const inclusive = code.length === 2 ? usuallyTaxInclusive(code) : draft.pricesIncludeTax;
  return { ...draft, country: code, pricesIncludeTax: inclusive, name: draft.name === 'VAT' || draft.name === 'Sales tax' ? (inclusive ? 'VAT' : 'Sales tax') : draft.name };
}

/** The body of a tax draft, or the first problem. */
export function taxBodyOf(draft: TaxDraft): { body: TaxRateBody } | { problem: ZoneProblem } {
  if (!draft.name.trim()) return { problem: { field: 'name', message: 'Please enter a name for the tax (VAT, Sales tax).' } };
  if (!/^[A-Za-z]{2}$/.test(draft.country.trim())) return { problem: { field: 'country', message: 'Enter the country as a two-letter code, e.g. DE or US.' } };
  if (!/^[A-Za-z0-9]{0,3}$/.test(draft.region.trim())) return { problem: { field: 'region', message: 'Enter a region code such as NY, or leave it empty for the whole country.' } };
  const match = /^(\d{1,3})(?:[.,](\d{0,5}))?$/.exec(draft.percent.trim());
  const percent = match ? Number(`${match[1]}.${match[2] ?? ''}`) : Number.NaN;
  if (!match || percent > 100) return { problem: { field: 'percent', message: 'Enter the rate in per cent, e.g. 19 or 8.875.' } };
  return {
    body: {
      name: draft.name.trim(),
      country: draft.country.trim().toUpperCase(),
      region: draft.region.trim().toUpperCase(),
      rateBasisPoints: Math.round(percent * 100_000) / 1000,
      pricesIncludeTax: draft.pricesIncludeTax,
      appliesToShipping: draft.appliesToShipping,
    },
  };
}
