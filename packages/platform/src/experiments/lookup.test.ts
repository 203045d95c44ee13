import { describe, expect, it } from 'vitest';
import { abTestOf, isFeatureEnabled } from './lookup.ts';
import { DEFAULT_SEGMENT, UNLOADED_EXPERIMENTS, type ExperimentConfiguration, type ExperimentContext } from './configuration.ts';

const toggle = (name: string, variant: string, containsError = false): ExperimentContext =>
  ({ name, experimentType: 'FEATURE_TOGGLE', variant, segmentName: DEFAULT_SEGMENT, containsError });
const abTest = (name: string, segmentName: string, variant: string, containsError = false): ExperimentContext =>
  ({ name, experimentType: 'AB_TEST', variant, segmentName, containsError });

const config: ExperimentConfiguration = {
  loaded: true,
  contexts: [
    toggle('session-recording', 'true'),
    toggle('lesson-video-paywall', 'false'),
    toggle('shouty', 'TRUE'),
    toggle('broken-toggle', 'true', true),
    abTest('add-to-cart-label', 'b', 'Buy now'),
    abTest('broken-test', 'b', 'x', true),
  ],
};

/** Runs a lookup and collects what it reported. */
function withErrors<T>(lookup: (report: (m: string) => void) => T): { value: T; errors: string[] } {
  const errors: string[] = [];
  return { value: lookup((m) => errors.push(m)), errors };
}

describe('isFeatureEnabled', () => {
  it('is on only when the variant is the string true', () => {
    expect(isFeatureEnabled(config, 'session-recording', false)).toBe(true);
    expect(isFeatureEnabled(config, 'lesson-video-paywall', true)).toBe(false);
    expect(isFeatureEnabled(config, 'shouty', true)).toBe(false);
  });
  it('falls back to the default when the configuration is not loaded', () => {
    expect(withErrors((r) => isFeatureEnabled(UNLOADED_EXPERIMENTS, 'session-recording', true, r)))
      .toEqual({ value: true, errors: ['The underlying configuration is not loaded'] });
    expect(withErrors((r) => isFeatureEnabled(undefined, 'session-recording', false, r)))
      .toEqual({ value: false, errors: ['The underlying configuration is not loaded'] });
  });
  it('falls back when the feature does not exist', () => {
    expect(withErrors((r) => isFeatureEnabled(config, 'nope', true, r)))
      .toEqual({ value: true, errors: ['The specified feature does not exist'] });
  });
  it('falls back when the feature is an A/B test', () => {
    expect(withErrors((r) => isFeatureEnabled(config, 'add-to-cart-label', true, r)))
      .toEqual({ value: true, errors: ['The specified feature is not a FEATURE_TOGGLE'] });
  });
  it('falls back when the server flagged the definition', () => {
    expect(withErrors((r) => isFeatureEnabled(config, 'broken-toggle', false, r)))
      .toEqual({ value: false, errors: ['The specified feature has an invalid server-side definition'] });
  });
  it('reports nothing on success', () => {
    expect(withErrors((r) => isFeatureEnabled(config, 'session-recording', false, r)).errors).toEqual([]);
  });
});

describe('abTestOf', () => {
  it('returns the segment and variant the server assigned', () => {
    expect(abTestOf(config, 'add-to-cart-label', 'Add to cart')).toEqual({ segmentName: 'b', variant: 'Buy now' });
  });
  const fallback = { segmentName: 'default', variant: 'Add to cart' };
  it('falls back to the default segment with the caller variant when not loaded', () => {
    expect(withErrors((r) => abTestOf({ loaded: false, contexts: config.contexts }, 'add-to-cart-label', 'Add to cart', r)))
      .toEqual({ value: fallback, errors: ['The underlying configuration is not loaded'] });
  });
  it('falls back when the test does not exist', () => {
    expect(withErrors((r) => abTestOf(config, 'nope', 'Add to cart', r)))
      .toEqual({ value: fallback, errors: ['The specified feature does not exist'] });
  });
  it('falls back when the feature is a toggle', () => {
    expect(withErrors((r) => abTestOf(config, 'session-recording', 'Add to cart', r)))
      .toEqual({ value: fallback, errors: ['The specified feature is not a AB_TEST'] });
  });
  it('falls back when the server flagged the definition', () => {
    expect(withErrors((r) => abTestOf(config, 'broken-test', 'Add to cart', r)))
      .toEqual({ value: fallback, errors: ['The specified feature has an invalid server-side definition'] });
  });
  it('treats a context whose variant is not text as an invalid definition', () => {
    const odd = { loaded: true, contexts: [{ ...abTest('n', 'a', 'x'), variant: 3 as unknown as string }] };
    expect(withErrors((r) => abTestOf(odd, 'n', 'v', r)))
      .toEqual({ value: { segmentName: 'default', variant: 'v' }, errors: ['The specified feature has an invalid server-side definition'] });
  });
});
