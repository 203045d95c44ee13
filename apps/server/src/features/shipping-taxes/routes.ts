import {
  createShippingZone,
  createTaxRate as createTaxRateRoute,
  deleteShippingZone,
  deleteTaxRate as deleteTaxRateRoute,
  getProductShippingTax,
  listShippingZones,
  listTaxRates as listTaxRatesRoute,
  saveProductShippingTax,
  updateShippingZone,
  updateTaxRate as updateTaxRateRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { changeProductShippingTax, changeTaxRate, createTaxRate, readProductShippingTax, readTaxRates, removeTaxRate } from './tax-rates-service.ts';
import { changeZone, createZone, readZones, removeZone } from './zones-service.ts';

/**
 * Commerce → Shipping and Taxes (docs/owner-api.md "Shipping zones", "Tax rates"): the zones with
 * their rates, the tax rates, a product's exemption and weights. settings:write (products:write for a
 * product's facts) and the crumb to write; 400 naming what is wrong, 404 for an unknown id.
 */
export function registerShippingTaxRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const noStore = (reply: { header: (name: string, value: string) => unknown }) => reply.header('cache-control', 'no-store');

  mount(app, listShippingZones, async ({ request, reply }) => {
    noStore(reply);
    return { zones: await readZones(db, ownerWebsite(request).id) };
  });
  mount(app, createShippingZone, async ({ body, request }) => ({ zone: await createZone(db, ownerWebsite(request).id, body, now()) }));
  mount(app, updateShippingZone, async ({ params: { id }, body, request }) => ({ zone: await changeZone(db, ownerWebsite(request).id, id, body, now()) }));
  mount(app, deleteShippingZone, async ({ params: { id }, request }) => {
    await removeZone(db, ownerWebsite(request).id, id);
  });

  mount(app, listTaxRatesRoute, async ({ request, reply }) => {
    noStore(reply);
    return readTaxRates(db, ownerWebsite(request).id);
  });
  mount(app, createTaxRateRoute, async ({ body, request }) => ({ rate: await createTaxRate(db, ownerWebsite(request).id, body, now()) }));
  mount(app, updateTaxRateRoute, async ({ params: { id }, body, request }) => ({ rate: await changeTaxRate(db, ownerWebsite(request).id, id, body, now()) }));
  mount(app, deleteTaxRateRoute, async ({ params: { id }, request }) => {
    await removeTaxRate(db, ownerWebsite(request).id, id);
  });

  mount(app, getProductShippingTax, async ({ params: { id }, request, reply }) => {
    noStore(reply);
    return { product: await readProductShippingTax(db, ownerWebsite(request).id, id) };
  });
  mount(app, saveProductShippingTax, async ({ params: { id }, body, request }) => ({ product: await changeProductShippingTax(db, ownerWebsite(request).id, id, body) }));
}
