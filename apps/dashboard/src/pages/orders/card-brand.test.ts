import { describe, expect, it } from 'vitest';
import { cardBrandName } from './card-brand.ts';

describe('cardBrandName', () => {
  it('names the networks as a buyer reads them, and says Card when the provider did not tell', () => {
    expect(['visa', 'mastercard', 'amex', 'discover', 'Elo', 'unknown', null].map(cardBrandName)).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover', 'Elo', 'Card', 'Card']);
  });
});
