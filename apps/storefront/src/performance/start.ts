import type { AfterIdleContext } from '../after-idle.ts';

/** Starts measuring the page (filled in next). */
export function startPerformance(_ctx: AfterIdleContext): void {}
