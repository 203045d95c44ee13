import { describe, expect, it } from 'vitest';
import { formerScryptHash } from './test-support/former-scrypt-hash.ts';
import { hashPassword, needsRehash, TEST_ARGON2_COST, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with Argon2id at OWASP’s cost by default, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse', TEST_ARGON2_COST);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies an owner’s former scrypt hash, which then asks to be replaced', async () => {
    const hash = formerScryptHash('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it('refuses malformed or oversized hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$garbage')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`)).toBe(false);
  });
});
