import { fileURLToPath } from 'node:url';
import { getAnalyticsErrors } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { CLIENT_DIR } from '../../infra/islands.ts';
import { ownerWebsite } from '../owner/index.ts';
import { sendCsv, toCsv, wantsCsv } from './csv.ts';
import { ERROR_CSV_HEADINGS, pagesCell } from './error-reports-messages.ts';
import { errorGroups, errorsReport } from './error-reports-service.ts';
import { createStackMapper } from './stack-mapper.ts';

/** Mapped frames name files from the repository's root (`apps/storefront/src/…`). */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * `GET /api/owner/analytics/errors` (reports:read): the client error groups last seen in a range,
 * with their source-mapped stacks, or the groups as CSV.
 */
export function registerErrorReportRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  // One mapper per app: its cache of parsed maps is freed when the app closes.
  const mapper = createStackMapper({ clientDir: CLIENT_DIR, sourceRoot: REPOSITORY_ROOT });
  app.addHook('onClose', async () => mapper.clear());

  mount(app, getAnalyticsErrors, async ({ query, request, reply }) => {
    const site = { websiteId: ownerWebsite(request).id, now: now() };
    if (!wantsCsv(request, query.format)) return errorsReport(db, mapper, site, query);
    const report = await errorGroups(db, site, query);
    const rows = report.groups.map((group) => [group.message, group.count, pagesCell(group.pages), group.firstSeenAt, group.lastSeenAt]);
    return sendCsv(reply, `analytics-errors-${report.range.from}-${report.range.to}`, toCsv(ERROR_CSV_HEADINGS, rows));
  });
}
