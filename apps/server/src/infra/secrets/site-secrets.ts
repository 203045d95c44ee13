import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { countStoredSecrets, resealSecrets } from './reseal.ts';
import type { SecretBox } from './secret-box.ts';
import { openSiteSecretBox, requireSecretKey, type SecretKeyConfig } from './secret-key.ts';

/**
 * The start-up step of secrets at rest, run by every serving process after the migrations: the
 * site's box ({@link openSiteSecretBox}); in production without PLINTH_SECRET_KEY a clear refusal when
 * secrets are stored; then every credential an older Plinth stored in plain text is sealed (compare
 * and set: processes may race; a no-op once done).
 * @param say where the one-line notices go (a made key file, values sealed)
 * @throws Error in production without a key when secrets are stored
 */
export async function prepareSiteSecrets(config: SecretKeyConfig, db: Kysely<Schema>, say: (line: string) => void = console.log): Promise<SecretBox> {
  const site = openSiteSecretBox(config);
  if (site.generated) say(`Made a secret key for stored provider keys in ${site.keyFile} (set PLINTH_SECRET_KEY in production; keep this file with the data).`);
  if (!site.box.configured) {
    requireSecretKey(site, await countStoredSecrets(db));
    return site.box;
  }
  const { sealed } = await resealSecrets(db, site.box);
  if (sealed) say(`Sealed ${sealed} stored provider secret${sealed === 1 ? '' : 's'} kept in plain text by an older version.`);
  return site.box;
}
