import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.ts';

describe('addressLines', () => {
  it('writes a full address as postal lines', () => {
    expect(addressLines({ firstName: 'Ada', lastName: 'Lovelace', address1: '12 St James Sq', address2: 'Flat 2', city: 'London', region: 'Greater London', postalCode: 'SW1Y 4JH', country: 'GB' })).toEqual([
      'Ada Lovelace',
      '12 St James Sq',
      'Flat 2',
      'London, Greater London SW1Y 4JH',
      'GB',
    ]);
  });

  it('leaves out empty parts and keeps fields it does not know', () => {
    expect(addressLines({ firstName: '', lastName: 'Hopper', address1: '1 Main', city: 'Oslo', postalCode: '', country: 'NO', phone: '555' })).toEqual(['Hopper', '1 Main', 'Oslo', 'NO', 'phone: 555']);
    expect(addressLines({ address1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' })).toEqual(['12 St James Sq', 'London SW1Y 4JH', 'GB']);
    expect(addressLines({})).toEqual([]);
  });
});
