import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { getWebsite, type WebsiteSettings } from './sites-repository.ts';

/*
 * The store's name and address for invoices and e-mails (issue 30 item 3), kept in the site settings
 * JSON as `storeContact` (the owner sets them in Commerce → Store settings).
 */

/** As the owner typed them; empty when not set. */
export interface StoreContact {
  name: string;
  address: string;
}

/** The stored contact of a site's settings (stored JSON may hold anything). */
export function storeContactOf(settings: WebsiteSettings | Record<string, unknown>): StoreContact {
  const stored = (settings as { storeContact?: unknown }).storeContact as Partial<Record<keyof StoreContact, unknown>> | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(stored?.name), address: text(stored?.address) };
}

/** How the buyer's e-mails name the store: its own name (else the site's), and its address as lines (none: not set). */
export interface StoreIdentity {
  storeName: string;
  storeAddress: string[];
}

/** A site's store identity; `fallbackName` when the site is gone. */
export async function readStoreIdentity(db: Kysely<Schema>, websiteId: string, fallbackName = ''): Promise<StoreIdentity> {
  const website = await getWebsite(db, websiteId);
  if (!website) return { storeName: fallbackName, storeAddress: [] };
  const contact = storeContactOf(website.settings);
  return {
    storeName: contact.name.trim() || website.name || fallbackName,
    storeAddress: contact.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}
