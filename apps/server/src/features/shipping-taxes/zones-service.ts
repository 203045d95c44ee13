import { MAX_SHIPPING_ZONES, type shippingZoneBody, type shippingZoneJson } from '@plinth/api';
import type { ShippingRate, ShippingZone } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { SHIPPING_TAX_MESSAGES as M } from './messages.ts';
import { deleteZone, insertZone, listZones, updateZone, type ZoneInput } from './zones-repository.ts';

/*
 * The owner's shipping zones (issue 30 item 4). A place belongs to one zone: a whole country, or a
 * region of it, is refused in a second zone (a region may sit in one zone while its country is in
 * another: the region's zone is the more specific, zoneFor of @plinth/commerce). One zone at most
 * lists no place (Rest of world). Writes are content changes: cached pages renew.
 */

export type ZoneBody = z.infer<typeof shippingZoneBody>;
export type ZoneJson = z.infer<typeof shippingZoneJson>;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Germany', 'United States (NY)'. */
function placeName(country: string, region?: string): string {
  let name = country;
  try {
    name = regionNames.of(country) ?? country;
  } catch {
    // not a known code: the code itself
  }
  return region ? `${name} (${region})` : name;
}

/** Every place key of a zone: 'DE', 'US/NY'. */
function placeKeys(zone: Pick<ShippingZone, 'countries'>): string[] {
  return zone.countries.flatMap((place) => ((place.regions ?? []).length ? (place.regions ?? []).map((region) => `${place.country}/${region}`) : [place.country]));
}

function describeKey(key: string): string {
  const [country, region] = key.split('/');
  return placeName(country!, region);
}

/** The zone as answered. */
export function zoneJson(zone: ShippingZone): ZoneJson {
  return {
    id: zone.id,
    name: zone.name,
    countries: zone.countries.map((place) => ({ country: place.country, regions: place.regions ?? [] })),
    restOfWorld: zone.countries.length === 0,
    rates: zone.rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      kind: rate.kind,
      priceCents: rate.priceCents,
      min: rate.min ?? null,
      max: rate.max ?? null,
      freeAboveCents: rate.freeAboveCents ?? null,
      pickupAddress: rate.pickupAddress ?? null,
    })),
  };
}

/**
 * The body as stored: places merged per country (regions sorted, once each), rate ids kept or made.
 * @throws AppError INVALID for a place listed twice or two rates of one id
 */
function normalize(body: ZoneBody): ZoneInput {
  const seen = new Set<string>();
  const countries = body.countries.map((place) => ({ country: place.country, regions: [...new Set(place.regions ?? [])].sort() }));
  for (const key of placeKeys({ countries })) {
    if (seen.has(key)) throw new AppError('INVALID', M.placeTwice(describeKey(key)));
    seen.add(key);
  }
  const ids = new Set<string>();
  const rates: ShippingRate[] = body.rates.map((rate) => {
    const id = rate.id ?? newId().slice(0, 12);
    if (ids.has(id)) throw new AppError('INVALID', M.rateIdTwice(id));
    ids.add(id);
    const bounded = rate.kind === 'WEIGHT' || rate.kind === 'SUBTOTAL';
    return {
      id,
      name: rate.name,
      kind: rate.kind,
      priceCents: rate.priceCents,
      min: bounded ? (rate.min ?? null) : null,
      max: bounded ? (rate.max ?? null) : null,
      freeAboveCents: rate.freeAboveCents ?? null,
      pickupAddress: rate.kind === 'PICKUP' ? (rate.pickupAddress ?? null) : null,
    };
  });
  return { name: body.name, countries, rates };
}

/**
 * Refuses a zone whose places are in another zone, or a second Rest of world.
 * @throws AppError INVALID
 */
function assertFits(zone: ZoneInput, others: readonly ShippingZone[]): void {
  if (zone.countries.length === 0) {
    const world = others.find((other) => other.countries.length === 0);
    if (world) throw new AppError('INVALID', M.secondRestOfWorld(world.name));
    return;
  }
  const taken = new Map<string, string>();
  for (const other of others) for (const key of placeKeys(other)) taken.set(key, other.name);
  for (const key of placeKeys(zone)) {
    const owner = taken.get(key);
    if (owner !== undefined) throw new AppError('INVALID', M.placeTaken(describeKey(key), owner));
  }
}

/** The site's zones as answered. */
export async function readZones(db: Kysely<Schema>, websiteId: string): Promise<ZoneJson[]> {
  return (await listZones(db, websiteId)).map(zoneJson);
}

/**
 * Adds a zone.
 * @throws AppError INVALID (see assertFits, normalize; too many zones)
 */
export async function createZone(db: Kysely<Schema>, websiteId: string, body: ZoneBody, now: number): Promise<ZoneJson> {
  const zone = normalize(body);
  const id = await changeContent(db, websiteId, async (tx) => {
    const others = await listZones(tx, websiteId);
    if (others.length >= MAX_SHIPPING_ZONES) throw new AppError('INVALID', M.tooManyZones(MAX_SHIPPING_ZONES));
    assertFits(zone, others);
    return insertZone(tx, websiteId, zone, now);
  });
  return zoneJson({ id, ...zone });
}

/**
 * Replaces a zone.
 * @throws AppError NOT_FOUND, INVALID
 */
export async function changeZone(db: Kysely<Schema>, websiteId: string, id: string, body: ZoneBody, now: number): Promise<ZoneJson> {
  const zone = normalize(body);
  await changeContent(db, websiteId, async (tx) => {
    const zones = await listZones(tx, websiteId);
    if (!zones.some((other) => other.id === id)) throw new AppError('NOT_FOUND', M.zoneNotFound);
    assertFits(zone, zones.filter((other) => other.id !== id));
    await updateZone(tx, websiteId, id, zone, now);
  });
  return zoneJson({ id, ...zone });
}

/**
 * Deletes a zone.
 * @throws AppError NOT_FOUND
 */
export async function removeZone(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  await changeContent(db, websiteId, async (tx) => {
    if (!(await deleteZone(tx, websiteId, id))) throw new AppError('NOT_FOUND', M.zoneNotFound);
  });
}
