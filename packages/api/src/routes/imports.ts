import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';
import { lineProblem } from './redirects.ts';

/*
 * The imports feature's routes (apps/server/src/features/imports; issue 34 "Imports" and "Exports"):
 * the owner uploads a file from the site they come from — a WordPress (WXR) export, a product CSV of
 * Shopify, the hosted builder or WooCommerce, Shopify's customer CSV — and follows the import while
 * it runs; and takes products and customers away as CSV.
 */

/** What an import reads, in the order the screen offers them. */
export const IMPORT_KINDS = ['wordpress', 'shopify-products', 'squarespace-products', 'woocommerce-products', 'shopify-customers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The messages of the import routes. */
export const IMPORT_MESSAGES = {
  kind: `Choose what the file is: one of ${IMPORT_KINDS.join(', ')}.`,
  noFile: 'Choose the file to import.',
  emptyFile: 'The file is empty.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  notFound: 'No such import.',
  running: 'An import is already running on this site; wait for it to finish.',
} as const;

/** An import and how far it got. */
export const importSummary = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** 0–100. */
  progress: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Each row or record that was not imported (or imported without a picture), by line of the file. */
  errors: z.array(lineProblem),
  /** Why the whole import failed (the file could not be read at all), or null. */
  failure: z.string().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});

/** POST /api/owner/imports. */
export const startImport = defineRoute({
  method: 'POST',
  path: '/api/owner/imports',
  tag: 'imports',
  access: 'settings:write',
  summary: 'Starts an import (multipart: `kind` and one `file` part); follow it with GET /api/owner/imports/:id',
  multipart: { fileField: 'file', maxFiles: 1, fields: z.object({ kind: z.enum(IMPORT_KINDS) }) },
  response: z.object({ id: z.string(), status: z.enum(['running', 'done', 'failed']) }),
  status: 202,
});

/** GET /api/owner/imports/:id. */
export const getImport = defineRoute({
  method: 'GET',
  path: '/api/owner/imports/:id',
  tag: 'imports',
  access: 'settings:write',
  summary: 'How far an import got: status, progress, counts and the rows it could not take',
  params: idParams,
  response: importSummary,
});

/** GET /api/owner/imports. */
export const listImports = defineRoute({
  method: 'GET',
  path: '/api/owner/imports',
  tag: 'imports',
  access: 'settings:write',
  summary: 'The latest 20 imports, newest first',
  response: z.object({ imports: z.array(importSummary) }),
});

/** The columns a product export follows. */
export const PRODUCT_EXPORT_FORMATS = ['shopify', 'squarespace'] as const;

/** GET /api/owner/exports/products.csv. */
export const exportProducts = defineRoute({
  method: 'GET',
  path: '/api/owner/exports/products.csv',
  tag: 'imports',
  access: 'products:read',
  summary: "Every product as CSV in Shopify's or the hosted builder's columns (a row per variant), which the imports read back",
  query: z.object({ format: z.enum(PRODUCT_EXPORT_FORMATS).default('shopify') }),
  responseType: 'csv',
});

/** GET /api/owner/exports/customers.csv. */
export const exportCustomers = defineRoute({
  method: 'GET',
  path: '/api/owner/exports/customers.csv',
  tag: 'imports',
  access: 'customers:read',
  summary: "Every customer account as CSV in Shopify's customer columns, which the customer import reads back",
  responseType: 'csv',
});

/** The imports feature's routes. */
export const importsRoutes: readonly ApiRoute[] = [startImport, getImport, listImports, exportProducts, exportCustomers];
