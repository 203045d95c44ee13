import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { metricsOf } from './metrics.ts';

/**
 * Observes every request's duration into `http_request_duration_seconds`, labelled with its route's
 * pattern (`/api/owner/orders/:id`, never the raw URL: one series per route, not per product) — only
 * when GET /metrics is on (PLINTH_METRICS_TOKEN). Each route gets its own `onResponse` hook with its
 * pattern bound, so a request pays one histogram observation and no lookup. Call before routes are added.
 */
export function timeRequests(app: FastifyInstance): void {
  if (!app.deps.serving.metricsToken) return;
  const { requestDuration } = metricsOf(app.deps);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const byStatus = new Map<number, ReturnType<typeof requestDuration.labels>>();
    const observe = (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      let series = byStatus.get(reply.statusCode);
      if (!series) {
        series = requestDuration.labels({ method: methods, route: route.url, status: String(reply.statusCode) });
        byStatus.set(reply.statusCode, series);
      }
      series.observe(reply.elapsedTime / 1000);
      done();
    };
    const own = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
    route.onResponse = [...own, observe] as RouteOptions['onResponse'];
  });
}
