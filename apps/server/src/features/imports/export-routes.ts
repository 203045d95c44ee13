import { exportCustomers, exportProducts } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { requestOrigin } from '../site/index.ts';
import { customersCsv, productsCsv } from './exports.ts';
import type { ImportDeps } from './runner.ts';

/** The owner's CSV exports of products (products:read) and customers (customers:read). */
export function registerExportRoutes(app: FastifyInstance, { db }: Pick<ImportDeps, 'db'>): void {
  mount(app, exportProducts, async ({ query, request, reply }) => {
    const csv = await productsCsv(db, ownerWebsite(request).id, query.format, requestOrigin(request));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="products-${query.format}.csv"`).header('cache-control', 'no-store').send(csv);
  });
  mount(app, exportCustomers, async ({ request, reply }) => {
    const csv = await customersCsv(db, ownerWebsite(request).id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="customers.csv"').header('cache-control', 'no-store').send(csv);
  });
}
