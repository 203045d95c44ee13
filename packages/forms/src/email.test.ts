import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_EXAMPLE, EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, EMAIL_NOT_VALID_MESSAGE, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('pins the limits and the message', () => {
    expect([EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH]).toEqual([3, 256]);
    expect(EMAIL_FORMAT_EXAMPLE).toBe('user@domain.com');
    expect(EMAIL_NOT_VALID_MESSAGE).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
  });

  it('accepts name@domain.tld with a 2 to 4 character alphanumeric tld', () => {
    for (const email of ['user@domain.com', 'a@b.co', 'first.last+tag@mail.example.info', 'x@müller.de', 'a@b.c0m', ' ann@example.org ']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('accepts any valid top-level domain, not only 2 to 4 characters (a departure, docs/forms-api.md)', () => {
    for (const email of ['jo@pottery.studio', 'ann@example.museum', 'x@shop.photography', 'ivan@пример.xn--p1ai', `a@b.${'x'.repeat(63)}`]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects other shapes', () => {
    for (const email of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', `a@b.${'x'.repeat(64)}`, 'ann@example.xn--',
      'ann@@example.com', 'an n@example.com', 'ann@exa mple.com', 'ann@example..com', 'ann@.com', 'ann@example.c-m']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('allows 256 characters and no more', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(at(256)).toHaveLength(256);
    expect(isValidEmail(at(256))).toBe(true);
    expect(isValidEmail(at(257))).toBe(false);
  });
});
