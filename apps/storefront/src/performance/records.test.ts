import { describe, expect, it } from 'vitest';
import { entryRecord, environmentOf, measure, metricRecord, resource, selectorOf } from './records.ts';

describe('performance records', () => {
  it('drops values above 2147483647 (and negative or not numbers), rounds the rest', () => {
    expect(measure(2147483647)).toBe(2147483647);
    expect(measure(2147483648)).toBeUndefined();
    expect(measure(-1)).toBeUndefined();
    expect(measure(Number.NaN)).toBeUndefined();
    expect(measure('12')).toBeUndefined();
    expect(measure(1234.56)).toBe(1235);
    expect(measure(0.123456)).toBe(0.1235);
  });

  it('builds a metric record with the version, environment and attribution, or none out of range', () => {
    expect(metricRecord({ name: 'LCP', value: 1234.4, rating: 'good', navigationType: 'navigate' }, 'prod', 99, { element: 'img#hero' })).toEqual({
      app: 'storefront',
      event: 'LCP',
      ts: 99,
      data: { value: 1234, rating: 'good', version: '4.8.0', environment: 'prod', navigationType: 'navigate', attribution: { element: 'img#hero' } },
      raw: 1234.4,
    });
    expect(metricRecord({ name: 'INP', value: 2 ** 31 }, 'prod', 1)).toBeNull();
  });

  it('tells the environment by host name', () => {
    expect(['localhost', '127.0.0.1', 'shop.local', 'shop.test'].map(environmentOf)).toEqual(['dev', 'dev', 'dev', 'dev']);
    expect(['staging.shop.example', 'shop-staging.example.com'].map(environmentOf)).toEqual(['staging', 'staging']);
    expect(['shop.example', 'stagingly.com'].map(environmentOf)).toEqual(['prod', 'prod']);
  });

  it('names an element by a short selector and a resource without its query', () => {
    const element = (localName: string, id = '', classes: string[] = [], parentElement: unknown = null) => ({ nodeType: 1, localName, id, classList: classes, parentElement });
    const main = element('main', 'content');
    expect(selectorOf(element('img', '', ['hero', 'wide'], element('div', '', [], main)))).toBe('main#content>div>img.hero');
    expect(selectorOf(element('a', '', [], element('li', '', [], element('ul', '', [], element('nav')))))).toBe('ul>li>a');
    expect(selectorOf(null)).toBeUndefined();
    expect(resource('https://shop.example/a.jpg?w=100#x')).toBe('https://shop.example/a.jpg');
  });

  it('turns an entry into a record: numbers measured, out-of-range ones left out, addresses without their query', () => {
    const image = { name: 'https://shop.example/hero.jpg?w=1500', entryType: 'resource', initiatorType: 'img', startTime: 120.4, duration: 33.3, transferSize: 3e9, serverTiming: [] };
    expect(entryRecord('image', image, 'dev', 5)).toEqual({
      app: 'storefront',
      event: 'image',
      ts: 5,
      data: { version: '4.8.0', environment: 'dev', name: 'https://shop.example/hero.jpg', entryType: 'resource', initiatorType: 'img', startTime: 120, duration: 33 },
      raw: null,
    });
  });
});
