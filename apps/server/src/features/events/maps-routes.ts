import { EVENT_MESSAGES, MAPS_ATTRIBUTION, placesAutocomplete, placesDetails } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { photonProvider, parsePlaceId } from './maps-photon.ts';
import { createMapsProxy, type MapsProxy } from './maps-proxy.ts';

/*
 * The maps proxy (platform.md §7): GET /api/maps/places/autocomplete and /places/details. The
 * browser never talks to the geocoder: these routes take the visitor's question, check and cap it,
 * and ask the operator's geocoder (PLINTH_PHOTON_URL) with fields of their own making. Without a
 * geocoder the autocomplete answers `enabled: false` and the address field stays plain text.
 */

/** Calls one visitor may make: typing a few addresses a minute, debounced. */
export const MAPS_RATE_LIMIT = { name: 'maps', limit: 120, windowMs: 60_000 } as const;

export function registerMapsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // One proxy (and its caches) per configured URL.
  let proxy: { url: string; proxy: MapsProxy } | undefined;
  const proxyOf = (): MapsProxy | null => {
    // app.deps.maps (PLINTH_PHOTON_URL) is read when a call comes: start.ts sets it after the app is built.
    const url = deps.maps?.photonUrl;
    if (!url) return null;
    if (proxy?.url !== url) proxy = { url, proxy: createMapsProxy(photonProvider(url)) };
    return proxy.proxy;
  };
  const limited = rateLimit(deps.db, MAPS_RATE_LIMIT);

  mount(app, placesAutocomplete, async ({ query: { sessionToken, productPage: _page, productSection: _section, ...query } }) => {
    const maps = proxyOf();
    if (!maps) return { enabled: false, predictions: [], sessionToken: null, attribution: '' };
    const answer = await maps.autocomplete(query, sessionToken);
    return { enabled: true, predictions: answer.predictions, sessionToken: answer.sessionToken, attribution: MAPS_ATTRIBUTION };
  }, { preHandler: limited });

  mount(app, placesDetails, async ({ query: { placeId, sessionToken, productPage, productSection }, request }) => {
    if (!productPage || !productSection) {
      request.log.error({ placeId, productPage, productSection }, 'Maps place details asked without a tracking context (productPage and productSection)');
    }
    if (!parsePlaceId(placeId)) throw new AppError('INVALID', EVENT_MESSAGES.placeId);
    const maps = proxyOf();
    if (!maps) throw new AppError('NOT_FOUND', 'Address completion is not set up on this site.');
    const place = await maps.details(placeId, sessionToken);
    if (!place) throw new AppError('NOT_FOUND', 'There is no such place.');
    return { place, sessionToken: sessionToken ?? null, attribution: MAPS_ATTRIBUTION };
  }, { preHandler: limited });
}
