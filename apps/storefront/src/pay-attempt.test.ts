import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, payFailureMessage } from './pay-attempt.ts';

describe('createIdempotencyKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key across retries without a definitive answer (no answer, server error)', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.current()).toBe('key-1');
    keys.settle(0);
    expect(keys.current()).toBe('key-1');
    keys.settle(503);
    expect(keys.current()).toBe('key-1');
  });

  it('starts a new attempt after a definitive answer (paid, declined, stock gone)', () => {
    const keys = createIdempotencyKeys(counter());
    keys.current();
    keys.settle(402);
    expect(keys.current()).toBe('key-2');
    keys.settle(409);
    expect(keys.current()).toBe('key-3');
    keys.settle(200);
    expect(keys.current()).toBe('key-4');
  });

  it('makes random keys by default', () => {
    expect(createIdempotencyKeys().current()).not.toBe(createIdempotencyKeys().current());
  });
});

describe('payFailureMessage', () => {
  it("shows the server's message (declined, stock gone), else a connection hint", () => {
    expect(payFailureMessage({ status: 402, crumbFailure: false, serverMessage: 'Your card was declined.' })).toBe('Your card was declined.');
    expect(payFailureMessage({ status: 409, crumbFailure: false, serverMessage: 'Sorry, we do not have enough of that item available.' })).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(payFailureMessage({ status: 0, crumbFailure: false, serverMessage: null })).toBe('Please check your internet connection.');
    expect(payFailureMessage({ status: 500, crumbFailure: false, serverMessage: null })).toBe('Please try again.');
  });
});
