import { getPaymentSettings, receiveStripeWebhook, savePaymentSettings } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../identity/index.ts';
import { requestOrigin } from '../site/index.ts';
import { ownerPaymentSettings, savePaymentSettings as save, type PaymentsDeps } from './payment-settings-service.ts';

/** The owner's Commerce → Payments: GET and PUT /api/owner/commerce/payments. */
export function registerPaymentSettingsRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const webhookUrl = (request: FastifyRequest) => new URL(receiveStripeWebhook.path, requestOrigin(request)).toString();
  mount(app, getPaymentSettings, ({ request }) => ownerPaymentSettings(deps, ownerContributor(request).websiteId, webhookUrl(request)));
  mount(app, savePaymentSettings, ({ body, request }) => save(deps, ownerContributor(request).websiteId, body, webhookUrl(request)));
}
