/** The insights feature's public face: other features, the app, the CLI and tests import only this. */
export { pruneRawEvents, rollUpAll, rollUpDays, rollUpRecent, DEFAULT_RETENTION_DAYS, type RollupRun } from './rollup-service.ts';
export { seedTraffic, type SeedTrafficResult } from './traffic-service.ts';
export { funnelStepOf, purchaseCents } from './funnel-events.ts';
export { sendCsv, toCsv, wantsCsv } from './csv.ts';
export { dayText, resolveRange, type DayRange } from './day-range.ts';
