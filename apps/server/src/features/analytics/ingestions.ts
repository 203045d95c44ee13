import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Ingestion } from './ingestion.ts';

/** The ingestion of each app, by its deps (tests build several apps in one process). */
const INGESTIONS = new WeakMap<AppDeps, Ingestion>();

/** Remembers the ingestion the analytics plugin made for an app. */
export function rememberIngestion(deps: AppDeps, ingestion: Ingestion): void {
  INGESTIONS.set(deps, ingestion);
}

/** The ingestion of an app (by its deps), or undefined before the analytics feature started. */
export function ingestionOf(deps: AppDeps): Ingestion | undefined {
  return INGESTIONS.get(deps);
}

/** Analytics events of the app received and not yet written (GET /metrics); 0 before the feature started. */
export function analyticsBufferSize(deps: AppDeps): number {
  return INGESTIONS.get(deps)?.buffer.pending ?? 0;
}

/** Writes the app's waiting analytics events now (tests, and anything that reads right after a hit). */
export async function flushAnalyticsEvents(app: FastifyInstance): Promise<void> {
  await INGESTIONS.get(app.deps)?.buffer.flush();
}

/** Analytics calls refused with 503 since the start because the write buffer's byte budget was spent (GET /metrics). */
export function analyticsRefusedRows(deps: AppDeps): number {
  return INGESTIONS.get(deps)?.buffer.refused ?? 0;
}
