import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi.ts';
import { apiKeysRoutes, newApiKeyBody, saveAdsPixel } from './api-keys.ts';

describe('the api-keys contract', () => {
  const document = openApiDocument(apiKeysRoutes) as {
    components?: { securitySchemes?: Record<string, unknown> };
    paths: Record<string, Record<string, { security?: unknown; 'x-access': string }>>;
  };

  it('documents the public API as bearer-authenticated, the owner routes by permission', () => {
    expect(document.components?.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const publicOps = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/'));
    expect(publicOps.map(([path]) => path).sort()).toEqual([
      '/api/v1/form-submissions', '/api/v1/inventory', '/api/v1/inventory/{id}/adjustments', '/api/v1/orders', '/api/v1/orders/{id}',
      '/api/v1/products', '/api/v1/profiles', '/api/v1/transactions',
    ]);
    for (const [, ops] of publicOps) for (const op of Object.values(ops)) expect(op.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/api/owner/api-keys']?.post?.security).toEqual([{ ownerSession: [], crumb: [], csrfToken: [] }]);
    expect(document.paths['/api/owner/api-keys']?.post?.['x-access']).toBe('contributors:manage');
  });

  it('keeps scopes in the catalogue order, once each', () => {
    expect(newApiKeyBody.parse({ name: ' a ', scopes: ['forms:read', 'orders:read', 'forms:read'] })).toEqual({ name: 'a', scopes: ['orders:read', 'forms:read'] });
  });

  it('takes a pixel id of 6 to 20 digits, and empty or null as none', () => {
    const pixel = (pixelId: unknown) => saveAdsPixel.body.safeParse({ pixelId });
    expect(pixel(' 1234567890123456 ').data).toEqual({ pixelId: '1234567890123456' });
    expect(pixel('').data).toEqual({ pixelId: null });
    expect(pixel(null).data).toEqual({ pixelId: null });
    for (const bad of ['12345', '1'.repeat(21), '12a456', 123456, '<script>']) expect(pixel(bad).success, String(bad)).toBe(false);
  });
});
