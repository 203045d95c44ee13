import { updateEntryAdditionalFields } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestCartToken } from '../cart/index.ts';
import { siteOf } from '../site/index.ts';
import { changeEntryFields } from './entry-fields-service.ts';

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields (storefront.md §7): changes the
 * answers of an entry's form → `{ shoppingCart, updatedEntry }`. The client shows 'Unable to update
 * form' with our message on failure.
 */
export function registerCartAdditionalFieldsRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>): void {
  mount(
    app,
    updateEntryAdditionalFields,
    ({ params, body, request }) => changeEntryFields(deps.db, siteOf(request).id, requestCartToken(request), { entryId: params.entryId, ...body }, deps.now()),
    { preHandler: requireCrumb },
  );
}
