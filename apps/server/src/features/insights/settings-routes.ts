import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';

/** Owner routes of issue 12 still being written (their contract is in @plinth/api). */
export function registerAnalyticsSettingsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
