import type { z } from 'zod';
import type { getStoreSettings, storeSettingsBody } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { getCheckoutSettings, saveCheckoutSettings } from '../checkout/index.ts';
import { siteMerchandising, type StoredMerchandising } from '../pages/index.ts';
import { changeContent, getWebsite, setWebsiteIdentity, storeContactOf, updateWebsiteSettings, type StoreContact, type Website, type WebsiteSettings } from '../site/index.ts';
import { moveOpenCartsToCurrency, siteHasOrders } from './store-settings-repository.ts';
import { currencyChangeNeedsConfirming, WEBSITE_NOT_FOUND } from './messages.ts';

/*
 * The store settings (issue 30 item 3) are read from and written to where the storefront already
 * reads them, so a save shows at once: the website row (currency, time zone), the site settings JSON
 * (`storeSettings.expressCheckout`, `customCart`, `restockSuccessText`; `merchandising`;
 * `storeContact`), and `checkout_settings.minimum_subtotal_cents`. A save is one content change, so
 * cached pages are renewed with its commit.
 */

export type StoreSettingsJson = z.infer<typeof getStoreSettings.response>;
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

/** The site settings with the two groups this feature adds to the JSON. */
type StoreSiteSettings = WebsiteSettings & { merchandising?: unknown; storeContact?: unknown };

/** The settings as the owner sees them. */
export async function readStoreSettings(db: Kysely<Schema>, website: Pick<Website, 'id'>): Promise<StoreSettingsJson> {
  const site = await getWebsite(db, website.id);
  if (!site) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND);
  const settings = site.settings as StoreSiteSettings;
  const merchandising = siteMerchandising(settings);
  const contact = storeContactOf(settings);
  return {
    currency: site.currency as StoreSettingsJson['currency'],
    timeZone: site.timeZone,
    storeName: contact.name,
    storeAddress: contact.address,
    expressCheckout: settings.storeSettings.expressCheckout,
    customCart: settings.storeSettings.customCart,
    minimumSubtotalCents: (await getCheckoutSettings(db, website.id)).minimumSubtotalCents,
    merchandising: {
      restockSuccessText: settings.storeSettings.restockSuccessText ?? '',
      mailingListSignUpEnabled: merchandising.mailingListSignUpEnabled,
      mailingListOptInByDefault: merchandising.mailingListOptInByDefault,
      scarcityEnabled: merchandising.scarcityEnabled,
      scarcityThreshold: merchandising.scarcityThreshold,
      scarcityText: merchandising.scarcityText,
      customSoldOutText: merchandising.customSoldOutText,
    },
    hasOrders: await siteHasOrders(db, website.id),
  };
}

/**
 * Saves every setting in one transaction. A new currency for a store with orders needs
 * `confirmCurrencyChange`; past orders keep their currency, open carts take the new one.
 * @throws AppError CONFLICT for an unconfirmed currency change of a store with orders
 */
export async function saveStoreSettings(db: Kysely<Schema>, website: Pick<Website, 'id'>, body: StoreSettingsBody, now = Date.now()): Promise<StoreSettingsJson> {
  await changeContent(db, website.id, async (tx) => {
    const site = await getWebsite(tx, website.id);
    if (!site) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND);
    // The identity write comes first: on PostgreSQL it locks the site's row, so two saves (and the
    // order check below) take turns.
    await setWebsiteIdentity(tx, site.id, { name: site.name, currency: body.currency, timeZone: body.timeZone });
    if (body.currency !== site.currency) {
      if (!body.confirmCurrencyChange && (await siteHasOrders(tx, site.id))) {
        throw new AppError('CONFLICT', currencyChangeNeedsConfirming(body.currency));
      }
      await moveOpenCartsToCurrency(tx, site.id, body.currency);
    }
    const { restockSuccessText, ...owned } = body.merchandising;
    const merchandising: StoredMerchandising = owned;
    const changes: Partial<StoreSiteSettings> = {
      storeSettings: { ...site.settings.storeSettings, expressCheckout: body.expressCheckout, customCart: body.customCart, restockSuccessText: restockSuccessText || null },
      merchandising,
      storeContact: { name: body.storeName, address: body.storeAddress } satisfies StoreContact,
    };
    await updateWebsiteSettings(tx, site.id, changes);
    const checkout = await getCheckoutSettings(tx, site.id);
    if (checkout.minimumSubtotalCents !== body.minimumSubtotalCents) {
      await saveCheckoutSettings(tx, site.id, { ...checkout, minimumSubtotalCents: body.minimumSubtotalCents }, now);
    }
  });
  return readStoreSettings(db, website);
}
