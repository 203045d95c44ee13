import { abTestOf, isFeatureEnabled, type ExperimentConfiguration } from '@plinth/platform';

/*
 * Whether a visit is recorded in full (platform.md §4 "Session recording", storefront.md §9): the
 * browser reports more than 2 CPU cores (a smaller device keeps its time for the page), the
 * `session-recording` toggle is on and the visitor falls in the `record` variant of the
 * `session-recording-sampling` test. Both experiments are decided on the server at render and read
 * from the page's data block, so nothing is asked for a visit that is not recorded.
 */

/** The toggle and the sampling test (names reserved in the experiments' catalogue). */
export const RECORDING_TOGGLE = 'session-recording';
export const RECORDING_SAMPLING = 'session-recording-sampling';

/** Whether to record, from the core count the browser reports and the page's experiments. */
export function shouldRecord(hardwareConcurrency: number | undefined, experiments: ExperimentConfiguration | null | undefined): boolean {
  if (!(typeof hardwareConcurrency === 'number' && hardwareConcurrency > 2)) return false;
  if (!isFeatureEnabled(experiments, RECORDING_TOGGLE, false)) return false;
  return abTestOf(experiments, RECORDING_SAMPLING, 'skip').variant === 'record';
}

/** The `experiments` of the page's data block (`<script type="application/json" id="plinth-page">`), or null. */
export function pageExperiments(doc: Document): ExperimentConfiguration | null {
  try {
    const data = JSON.parse(doc.getElementById('plinth-page')?.textContent || '{}') as { experiments?: ExperimentConfiguration };
    return data.experiments ?? null;
  } catch {
    return null;
  }
}
