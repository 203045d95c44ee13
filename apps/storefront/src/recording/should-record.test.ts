import type { ExperimentConfiguration, ExperimentContext } from '@plinth/platform';
import { describe, expect, it } from 'vitest';
import { pageExperiments, shouldRecord } from './should-record.ts';

const toggle = (variant: string): ExperimentContext => ({ name: 'session-recording', experimentType: 'FEATURE_TOGGLE', variant, segmentName: 'on', containsError: false });
const sampling = (variant: string): ExperimentContext => ({ name: 'session-recording-sampling', experimentType: 'AB_TEST', variant, segmentName: variant, containsError: false });
const config = (...contexts: ExperimentContext[]): ExperimentConfiguration => ({ loaded: true, contexts });

describe('shouldRecord', () => {
  it('records only with more than 2 cores, the toggle on and the record variant', () => {
    const sampled = config(toggle('true'), sampling('record'));
    expect(shouldRecord(4, sampled)).toBe(true);
    expect(shouldRecord(3, sampled)).toBe(true);
    expect(shouldRecord(2, sampled)).toBe(false);
    expect(shouldRecord(undefined, sampled)).toBe(false);
    expect(shouldRecord(8, config(toggle('false'), sampling('record')))).toBe(false);
    expect(shouldRecord(8, config(toggle('true'), sampling('skip')))).toBe(false);
  });

  it('falls back to not recording on any experiment error', () => {
    expect(shouldRecord(8, null)).toBe(false);
    expect(shouldRecord(8, { loaded: false, contexts: [toggle('true'), sampling('record')] })).toBe(false);
    expect(shouldRecord(8, config(toggle('true')))).toBe(false);
    expect(shouldRecord(8, config(sampling('record')))).toBe(false);
    expect(shouldRecord(8, config({ ...toggle('true'), containsError: true }, sampling('record')))).toBe(false);
    expect(shouldRecord(8, config(toggle('true'), { ...sampling('record'), experimentType: 'FEATURE_TOGGLE' }))).toBe(false);
  });
});

describe('pageExperiments', () => {
  const doc = (text: string | null) => ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;
  it('reads the experiments of the page block, and nothing from a missing or broken one', () => {
    expect(pageExperiments(doc(JSON.stringify({ pageType: 2, experiments: config(toggle('true')) })))).toEqual(config(toggle('true')));
    expect(pageExperiments(doc('{"pageType":2}'))).toBeNull();
    expect(pageExperiments(doc('{broken'))).toBeNull();
    expect(pageExperiments(doc(null))).toBeNull();
  });
});
