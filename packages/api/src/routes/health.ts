import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The health feature's routes (apps/server/src/features/health; docs/deploy.md "Health and metrics"):
 * what a load balancer, a container runtime or Prometheus asks, at the root beside the storefront. They
 * are the operator's, not the JSON API's: kept out of API_ROUTES (the API document and the typed client).
 */

/** GET /healthz: the process serves. */
export const getHealth = defineRoute({
  method: 'GET',
  path: '/healthz',
  tag: 'health',
  access: 'public',
  summary: 'The process is up and serving: 200 with its pid and uptime',
  response: z.object({
    status: z.literal('ok'),
    /** The process that answered (several serve one port with `plinth start --workers`). */
    pid: z.number().int(),
    /** Seconds since the process started. */
    uptime: z.number(),
  }),
});

/** What GET /readyz checked. */
export const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** Whether the database answered a query within the time allowed. */
  database: z.boolean(),
  /** Migrations not yet applied (0 when the schema is current); null when the database did not answer. */
  pendingMigrations: z.number().int().nullable(),
  /** True once the process was asked to stop: a load balancer sends new visitors elsewhere. */
  stopping: z.boolean(),
});

/** GET /readyz: ready to take traffic (503 with the same body otherwise). */
export const getReadiness = defineRoute({
  method: 'GET',
  path: '/readyz',
  tag: 'health',
  access: 'public',
  summary: 'Ready to take traffic: 200 when the database answers and its migrations are current, 503 otherwise and while stopping',
  response: readiness,
  errors: [503],
});

/** GET /metrics: Prometheus text exposition, with `Authorization: Bearer <PLINTH_METRICS_TOKEN>`. */
export const getMetrics = defineRoute({
  method: 'GET',
  path: '/metrics',
  tag: 'health',
  access: 'public',
  summary: 'Prometheus metrics (text format 0.0.4); 404 unless PLINTH_METRICS_TOKEN is set, 401 without that bearer token',
  errors: [401, 404],
});

/** The health feature's routes. */
export const healthRoutes: readonly ApiRoute[] = [getHealth, getReadiness, getMetrics];
