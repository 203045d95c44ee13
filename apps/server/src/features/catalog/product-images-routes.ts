import { getProductImages, setProductImages } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { writeContext } from './owner-write-context.ts';
import { loadProductImages, saveProductImages } from './product-images-service.ts';

/**
 * A product's photos and variant images (contract: @plinth/api `getProductImages`,
 * `setProductImages`). Reading needs products:read, setting products:write (and the crumb).
 */
export function registerProductImageRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getProductImages, ({ params, request }) => loadProductImages(db, ownerContributor(request).websiteId, params.id));

  mount(app, setProductImages, ({ params, body, request }) => saveProductImages(db, writeContext(request, now), params.id, body));
}
