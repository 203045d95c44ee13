/*
 * The maps proxy's geocoder (features/events maps-*; issue 17), read once at start with the rest of
 * the configuration: PLINTH_PHOTON_URL, the base address of a self-hosted Photon (its /api and
 * /reverse answer there). Unset: no address completion; map blocks show the address as a link.
 */

/** Which geocoder the maps proxy asks. */
export interface MapsConfig {
  /** Photon's base URL (http or https, no query), e.g. http://photon.internal:2322; undefined: off. */
  photonUrl: string | undefined;
}

/** No geocoder. */
export const NO_MAPS: MapsConfig = Object.freeze({ photonUrl: undefined });

/** PLINTH_PHOTON_URL, checked: an http:// or https:// URL without query or fragment. */
export function mapsFromEnv(env: NodeJS.ProcessEnv): MapsConfig {
  const raw = env.PLINTH_PHOTON_URL;
  if (raw === undefined || raw === '') return NO_MAPS;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PLINTH_PHOTON_URL must be an http:// or https:// URL, not '${raw}'`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PLINTH_PHOTON_URL must be an http:// or https:// URL without query, fragment or credentials, not '${raw}'`);
  }
  return { photonUrl: url.href.replace(/\/+$/, '') };
}
