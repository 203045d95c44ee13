import { describe, expect, it } from 'vitest';
import { customersApiPath, customersSearch, parseCustomersQuery } from './customers-query.ts';

describe('customers query', () => {
  it('reads the search and cursor from the URL, trimmed and bounded', () => {
    expect(parseCustomersQuery(new URLSearchParams('q=%20Ada%20&cursor=abc'))).toEqual({ q: 'Ada', cursor: 'abc' });
    expect(parseCustomersQuery(new URLSearchParams(''))).toEqual({ q: '', cursor: '' });
    expect(parseCustomersQuery(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes the page query and the API path, leaving out what is empty and encoding the rest', () => {
    expect(customersSearch({ q: '', cursor: '' })).toBe('');
    expect(customersSearch({ q: 'a&b', cursor: '' })).toBe('?q=a%26b');
    expect(customersApiPath({ q: 'ada lovelace', cursor: 'abc' })).toBe('/api/owner/customers?query=ada+lovelace&cursor=abc');
    expect(customersApiPath({ q: '', cursor: '' })).toBe('/api/owner/customers');
  });
});
