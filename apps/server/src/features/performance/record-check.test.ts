import { describe, expect, it } from 'vitest';
import { batchPageLoadId, checkRecord, MAX_STORED_JSON, MAX_TARGET, MAX_TEXT } from './record-check.ts';

const ID = 'pl-1';
const record = (fields: Record<string, unknown> = {}) => ({ app: 'storefront', event: 'LCP', pageLoadId: ID, ts: 1_700_000_000_000, data: { value: 1234 }, raw: null, ...fields });

describe('performance record limits', () => {
  it('keeps a metric with its value, rating and attribution targets (resources without their query)', () => {
    const checked = checkRecord(record({ data: { value: 4100.5, version: '4.8.0', attribution: { element: 'main > img.hero', resource: 'https://shop.example/img/hero.jpg?w=2500#x' } } }), ID);
    expect(checked).toMatchObject({ event: 'LCP', metric: 'LCP', value: 4100.5, rating: 'poor' });
    expect(checked!.fixes).toEqual([
      { kind: 'lcp-element', target: 'main > img.hero' },
      { kind: 'lcp-resource', target: 'https://shop.example/img/hero.jpg' },
    ]);
    // The script names the LCP element `target`, like the other culprits.
    expect(checkRecord(record({ data: { value: 3000, attribution: { target: 'img.hero' } } }), ID)!.fixes).toEqual([{ kind: 'lcp-element', target: 'img.hero' }]);
    expect(checkRecord(record({ event: 'CLS', data: { value: 0.3, attribution: { target: 'div.banner' } } }), ID)!.fixes).toEqual([{ kind: 'shift-target', target: 'div.banner' }]);
    expect(checkRecord(record({ event: 'INP', data: { value: 90, attribution: { target: 'button#add' } } }), ID)).toMatchObject({ rating: 'good', fixes: [{ kind: 'interaction-target', target: 'button#add' }] });
  });

  it('drops a metric whose value is missing, negative, not finite or above 2147483647', () => {
    for (const value of [undefined, -1, Number.NaN, 2147483648, 1e300, '100']) expect(checkRecord(record({ data: { value } }), ID), String(value)).toBeNull();
    expect(checkRecord(record({ data: { value: 2147483647 } }), ID)).not.toBeNull();
  });

  it('drops records of another page load, of an unknown event, or with fields of the wrong type', () => {
    expect(checkRecord(record({ pageLoadId: 'other' }), ID)).toBeNull();
    expect(checkRecord(record({ event: 'SPEED' }), ID)).toBeNull();
    expect(checkRecord(record({ ts: 'now' }), ID)).toBeNull();
    expect(checkRecord(record({ app: '' }), ID)).toBeNull();
    expect(checkRecord(record({ app: 'x'.repeat(41) }), ID)).toBeNull();
    expect(checkRecord(record({ data: 'value=1' }), ID)).toBeNull();
    expect(checkRecord(null, ID)).toBeNull();
  });

  it('keeps the flat fields of other records, dropping out-of-range numbers and cutting texts and targets', () => {
    const checked = checkRecord(record({ event: 'page-speed', data: { load: 1500, huge: 3e9, negative: -4, name: 'x'.repeat(MAX_TEXT + 50), nested: { deep: { deeper: 1 } }, list: [1, 2] } }), ID)!;
    expect(checked).toMatchObject({ metric: null, value: null, rating: null, fixes: [] });
    const stored = JSON.parse(checked.json).data;
    expect(stored).toEqual({ load: 1500, name: 'x'.repeat(MAX_TEXT), nested: {}, environment: 'prod' });
    const long = checkRecord(record({ event: 'CLS', data: { value: 0.5, attribution: { target: 'y'.repeat(1000) } } }), ID)!;
    expect(long.fixes[0].target).toHaveLength(MAX_TARGET);
  });

  it('caps the stored JSON: a big raw part is left out', () => {
    const checked = checkRecord(record({ raw: { entries: 'z'.repeat(10_000) } }), ID)!;
    expect(checked.json.length).toBeLessThanOrEqual(MAX_STORED_JSON);
    expect(JSON.parse(checked.json)).toEqual({ data: { value: 1234, environment: 'prod' } });
  });

  it('stores the environment the server tells, whatever the record says, and addresses without their query', () => {
    const image = { event: 'image', data: { name: 'https://shop.example/hero.jpg?token=secret#x', initiatorType: 'img', environment: 'prod' } };
    const checked = checkRecord(record(image), ID, 'staging')!;
    expect(JSON.parse(checked.json).data).toEqual({ name: 'https://shop.example/hero.jpg', initiatorType: 'img', environment: 'staging' });
    const mark = checkRecord(record({ event: 'user-timing', data: { name: 'hero shown? yes', startTime: 10 } }), ID, 'dev')!;
    expect(JSON.parse(mark.json).data).toEqual({ name: 'hero shown? yes', startTime: 10, environment: 'dev' });
  });

  it('takes the batch’s page load from its first record that names one', () => {
    expect(batchPageLoadId([42, { pageLoadId: 7 }, { pageLoadId: 'abc' }, { pageLoadId: 'def' }])).toBe('abc');
    expect(batchPageLoadId([{}, 'x'])).toBeNull();
  });
});
