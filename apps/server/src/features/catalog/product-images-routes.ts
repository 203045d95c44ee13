import { getProductImages, setProductImages } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerContributor } from '../owner/index.ts';
import { writeContext } from './owner-write-context.ts';
import { loadProductImages, saveProductImages } from './product-images-service.ts';

/**
 * A product's photos and variant images (contract: @plinth/api `getProductImages`,
 * `setProductImages`). Reading needs products:read, setting products:write (and the crumb).
 */
export function registerProductImageRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(getProductImages.path, { config: { access: 'products:read' } }, async (request) =>
    loadProductImages(db, ownerContributor(request).websiteId, getProductImages.params.parse(request.params).id),
  );

  app.put(setProductImages.path, { config: { access: 'products:write' } }, async (request) => {
    const { id } = setProductImages.params.parse(request.params);
    const body = setProductImages.body.parse(request.body);
    return saveProductImages(db, writeContext(request, now), id, body);
  });
}
