/**
 * The experiment configuration of platform.md §3: what the server decided for one visitor at render
 * (`experiments` in the page context). The browser only reads it; it never assigns.
 */
export type ExperimentType = 'FEATURE_TOGGLE' | 'AB_TEST';

export interface ExperimentContext {
  name: string;
  experimentType: ExperimentType;
  /** A toggle's variant is the string `true` or `false`; an A/B test's is the variant's value. */
  variant: string;
  /** The variant's name (A/B) or `default`. */
  segmentName: string;
  /** The server could not resolve this experiment's definition: callers fall back. */
  containsError: boolean;
}

export interface ExperimentConfiguration {
  loaded: boolean;
  contexts: ExperimentContext[];
}

/** The segment an A/B lookup reports when it falls back to the caller's variant. */
export const DEFAULT_SEGMENT = 'default';

/** A configuration that holds nothing yet: every lookup falls back (and says the configuration is not loaded). */
export const UNLOADED_EXPERIMENTS: ExperimentConfiguration = Object.freeze({ loaded: false, contexts: [] }) as ExperimentConfiguration;

/** The error texts of platform.md §7 "Experiments", verbatim. */
export const EXPERIMENT_ERRORS = {
  notLoaded: 'The underlying configuration is not loaded',
  notFound: 'The specified feature does not exist',
  wrongType: (type: ExperimentType) => `The specified feature is not a ${type}`,
  invalidDefinition: 'The specified feature has an invalid server-side definition',
} as const;
