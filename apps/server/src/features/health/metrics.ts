import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../infra/app-deps.ts';
import { postgresPoolOf } from '../../infra/database/database.ts';
import { openSqliteHandles } from '../../infra/database/dialect-node-sqlite.ts';
import { analyticsBufferSize } from '../analytics/index.ts';

/*
 * GET /metrics' registry, one per app (tests build several apps in one process, so never prom-client's
 * global one). Request durations are observed as requests end (request-timing.ts); everything else is
 * read when Prometheus scrapes, so serving a page pays nothing for it.
 */

/** Upper bounds (seconds) of the request-duration buckets: cached pages answer in well under a millisecond. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** An app's metrics. */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
}

const METRICS = new WeakMap<AppDeps, AppMetrics>();

/** The metrics of an app, made on first use. */
export function metricsOf(deps: AppDeps): AppMetrics {
  let metrics = METRICS.get(deps);
  if (!metrics) {
    metrics = createMetrics(deps);
    METRICS.set(deps, metrics);
  }
  return metrics;
}

/** Sets a gauge from the rows a query answers; a failing database leaves it unset for this scrape rather than failing it. */
async function countOr<R>(query: () => Promise<R[]>, set: (row: R) => void): Promise<void> {
  try {
    for (const row of await query()) set(row);
  } catch {
    // The database is gone: /readyz says so; the scrape still answers with the process metrics.
  }
}

function createMetrics(deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pool = postgresPoolOf(deps.db);
  if (pool) {
    new Gauge({
      name: 'plinth_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  } else {
    new Gauge({
      name: 'plinth_sqlite_open_handles',
      help: 'SQLite database handles this process holds open.',
      registers: [registry],
      collect() {
        this.set(openSqliteHandles());
      },
    });
  }
  new Counter({
    name: 'plinth_page_cache_lookups_total',
    help: 'Storefront page-cache lookups, by result (hit: served without rendering).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, deps.pageCache.hits);
      this.inc({ result: 'miss' }, deps.pageCache.misses);
    },
  });
  new Gauge({
    name: 'plinth_page_cache_entries',
    help: 'Rendered pages the page cache holds.',
    registers: [registry],
    collect() {
      this.set(deps.pageCache.size);
    },
  });
  new Gauge({
    name: 'plinth_outbox_waiting_messages',
    help: "E-mails in the outbox not yet delivered (all of them without SMTP).",
    registers: [registry],
    async collect() {
      await countOr(
        () => deps.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('count')).where('status', '=', 'outbox').execute(),
        (row) => this.set(Number(row.count)),
      );
    },
  });
  new Gauge({
    name: 'plinth_integration_deliveries_pending',
    help: 'Webhook calls and mailing-list subscriptions waiting to be delivered, by target.',
    labelNames: ['target'] as const,
    registers: [registry],
    async collect() {
      this.set({ target: 'webhook' }, 0);
      this.set({ target: 'mailing-list' }, 0);
      await countOr(
        () => deps.db.selectFrom('integration_deliveries').select(['target', (eb) => eb.fn.countAll<number>().as('count')]).where('status', '=', 'pending').groupBy('target').execute(),
        (row) => this.set({ target: row.target }, Number(row.count)),
      );
    },
  });
  new Gauge({
    name: 'plinth_analytics_buffer_events',
    help: 'Analytics events received and waiting for their batched write.',
    registers: [registry],
    collect() {
      this.set(analyticsBufferSize(deps));
    },
  });
  return { registry, requestDuration };
}
