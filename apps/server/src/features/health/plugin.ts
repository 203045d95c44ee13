import { timingSafeEqual, createHash } from 'node:crypto';
import { getHealth, getMetrics, getReadiness } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { metricsOf } from './metrics.ts';
import { checkReadiness } from './readiness.ts';

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time (hashes of equal length). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * The operator's probes (docs/deploy.md "Health and metrics"): /healthz (the process serves), /readyz
 * (the database answers, migrations are current, not stopping) and /metrics (Prometheus, behind its
 * bearer token). No site lookup, no page cache, no analytics: they answer whatever the Host.
 */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const noSite = { config: { website: 'none' as const } };
  mount(app, getHealth, ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, pid: process.pid, uptime: Math.round(process.uptime() * 1000) / 1000 };
  }, noSite);

  mount(app, getReadiness, async ({ reply }) => {
    const readiness = await checkReadiness(deps.db, deps.lifecycle.stopping);
    reply.header('cache-control', 'no-store');
    if (readiness.status !== 'ready') reply.code(503);
    return readiness;
  }, noSite);

  mount(app, getMetrics, async ({ request, reply }) => {
    const token = deps.serving.metricsToken;
    if (!token) throw new AppError('NOT_FOUND', 'Not found.');
    if (!bearerMatches(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token set in PLINTH_METRICS_TOKEN.');
    }
    const { registry } = metricsOf(deps);
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  }, noSite);
}
