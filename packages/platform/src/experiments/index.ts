/** The experiments client of platform.md §3/§4/§7: read the server's per-visitor assignments, with the spec's fallbacks. */
export {
  DEFAULT_SEGMENT, EXPERIMENT_ERRORS, UNLOADED_EXPERIMENTS,
  type ExperimentConfiguration, type ExperimentContext, type ExperimentType,
} from './configuration.ts';
export { abTestOf, findExperiment, isFeatureEnabled, type ExperimentErrorReporter } from './lookup.ts';
