import { MAX_TAX_RATES, type taxRateBody } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { SHIPPING_TAX_MESSAGES as M } from './messages.ts';
import { exemptProducts, productShippingTax, saveProductShippingTax } from './product-facts-repository.ts';
import { deleteTaxRate, insertTaxRate, listTaxRates, updateTaxRate, type StoredTaxRate, type TaxRateInput } from './tax-rates-repository.ts';

/* The owner's tax rates and products' tax and shipping facts (issue 30 item 5). Writes are content changes. */

export type TaxRateBody = z.infer<typeof taxRateBody>;

const input = (body: TaxRateBody): TaxRateInput => ({ ...body, region: body.region || null });
const place = (body: TaxRateBody) => (body.region ? `${body.country}-${body.region}` : body.country);

/** Turns the unique (site, country, region, name) clash into a 409 naming it. */
async function uniquely<T>(body: TaxRateBody, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.taxRateTaken(body.name, place(body)));
    throw error;
  }
}

/** The rates and the tax-exempt products. */
export async function readTaxRates(db: Kysely<Schema>, websiteId: string): Promise<{ rates: StoredTaxRate[]; exemptProducts: { itemId: string; title: string }[] }> {
  const [rates, exempt] = await Promise.all([listTaxRates(db, websiteId), exemptProducts(db, websiteId)]);
  return { rates, exemptProducts: exempt };
}

/** Adds a rate. @throws AppError CONFLICT, INVALID */
export async function createTaxRate(db: Kysely<Schema>, websiteId: string, body: TaxRateBody, now: number): Promise<StoredTaxRate> {
  return uniquely(body, () =>
    changeContent(db, websiteId, async (tx) => {
      if ((await listTaxRates(tx, websiteId)).length >= MAX_TAX_RATES) throw new AppError('INVALID', M.tooManyRates(MAX_TAX_RATES));
      return insertTaxRate(tx, websiteId, input(body), now);
    }),
  );
}

/** Changes a rate. @throws AppError NOT_FOUND, CONFLICT */
export async function changeTaxRate(db: Kysely<Schema>, websiteId: string, id: string, body: TaxRateBody, now: number): Promise<StoredTaxRate> {
  return uniquely(body, () =>
    changeContent(db, websiteId, async (tx) => {
      const rate = await updateTaxRate(tx, websiteId, id, input(body), now);
      if (!rate) throw new AppError('NOT_FOUND', M.rateNotFound);
      return rate;
    }),
  );
}

/** Deletes a rate. @throws AppError NOT_FOUND */
export async function removeTaxRate(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  await changeContent(db, websiteId, async (tx) => {
    if (!(await deleteTaxRate(tx, websiteId, id))) throw new AppError('NOT_FOUND', M.rateNotFound);
  });
}

/** A product's exemption and weights. @throws AppError NOT_FOUND */
export async function readProductShippingTax(db: Kysely<Schema>, websiteId: string, itemId: string) {
  const product = await productShippingTax(db, websiteId, itemId);
  if (!product) throw new AppError('NOT_FOUND', M.productNotFound);
  return product;
}

/** Changes a product's exemption and weights. @throws AppError NOT_FOUND, INVALID for a variant of another product */
export async function changeProductShippingTax(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  change: { taxExempt?: boolean | undefined; variants?: { id: string; weightGrams: number }[] | undefined },
) {
  await changeContent(db, websiteId, async (tx) => {
    const product = await productShippingTax(tx, websiteId, itemId);
    if (!product) throw new AppError('NOT_FOUND', M.productNotFound);
    const unknown = (change.variants ?? []).find((variant) => !product.variants.some((known) => known.id === variant.id));
    if (unknown) throw new AppError('INVALID', M.unknownVariant(unknown.id));
    await saveProductShippingTax(tx, websiteId, itemId, change);
  });
  return readProductShippingTax(db, websiteId, itemId);
}
