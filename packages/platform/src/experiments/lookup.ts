import {
  DEFAULT_SEGMENT, EXPERIMENT_ERRORS, type ExperimentConfiguration, type ExperimentContext, type ExperimentType,
} from './configuration.ts';

/** Told why a lookup fell back (one of EXPERIMENT_ERRORS); the lookup still returns the fallback. */
export type ExperimentErrorReporter = (message: string) => void;

type Found = { context: ExperimentContext; error?: undefined } | { context?: undefined; error: string };

/** Finds `name` of `type` in the configuration, or says which of the four errors stops it. */
export function findExperiment(
  config: ExperimentConfiguration | null | undefined, name: string, type: ExperimentType,
): Found {
  if (!config || config.loaded !== true || !Array.isArray(config.contexts)) return { error: EXPERIMENT_ERRORS.notLoaded };
  const context = config.contexts.find((c) => c?.name === name);
  if (!context) return { error: EXPERIMENT_ERRORS.notFound };
  if (context.experimentType !== type) return { error: EXPERIMENT_ERRORS.wrongType(type) };
  // A context the server flagged, or one whose variant is not text, cannot be trusted.
  if (context.containsError || typeof context.variant !== 'string') return { error: EXPERIMENT_ERRORS.invalidDefinition };
  return { context };
}

/**
 * Whether the feature toggle `name` is on for this visitor: only when its variant is the string `true`.
 * On any error the caller's `fallback` is returned (and the error text handed to `onError`).
 * @example isFeatureEnabled(page.experiments, 'session-recording', false)
 */
export function isFeatureEnabled(
  config: ExperimentConfiguration | null | undefined, name: string, fallback: boolean, onError?: ExperimentErrorReporter,
): boolean {
  const found = findExperiment(config, name, 'FEATURE_TOGGLE');
  if (found.error !== undefined) {
    onError?.(found.error);
    return fallback;
  }
  return found.context.variant === 'true';
}

/**
 * The segment and variant of the A/B test `name` for this visitor. On any error: the default segment
 * with the caller's `fallbackVariant` (and the error text handed to `onError`).
 * @example abTestOf(page.experiments, 'add-to-cart-label', 'Add to cart') // { segmentName: 'b', variant: 'Buy now' }
 */
export function abTestOf(
  config: ExperimentConfiguration | null | undefined, name: string, fallbackVariant: string, onError?: ExperimentErrorReporter,
): { segmentName: string; variant: string } {
  const found = findExperiment(config, name, 'AB_TEST');
  if (found.error !== undefined) {
    onError?.(found.error);
    return { segmentName: DEFAULT_SEGMENT, variant: fallbackVariant };
  }
  return { segmentName: found.context.segmentName || DEFAULT_SEGMENT, variant: found.context.variant };
}
