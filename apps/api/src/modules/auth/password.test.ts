import { describe, expect, it } from 'vitest';
import { cheapHash, legacyHash } from '../../../test/helpers/auth';
import { hashPassword, inBackground, needsRehash, verifyPassword } from './password';

/** Each test hashes or checks at the real cost (N = 2^17), slow on a busy machine. */
describe('password hashes (docs/api/accounts.md#passwords)', { timeout: 120_000 }, () => {
  it('hashes with scrypt at N = 2^17, r = 8, p = 1, the cost written in the hash', async () => {
    const hash = await hashPassword('كلمة-سر-١٢٣');
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(await verifyPassword('كلمة-سر-١٢٣', hash)).toBe(true);
    expect(await verifyPassword('كلمة-سر-123', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies the old format scrypt$<salt>$<key> (N = 2^14), which needs a rehash', async () => {
    const old = legacyHash('secret-pass');
    expect(await verifyPassword('secret-pass', old)).toBe(true);
    expect(await verifyPassword('secret-pasS', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('asks a rehash for any weaker stored cost, and refuses unreadable or unbounded hashes', async () => {
    const cheap = cheapHash('x');
    expect(await verifyPassword('x', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    const salt = Buffer.alloc(16, 1).toString('base64');
    const key = Buffer.alloc(64, 2).toString('base64');
    expect(needsRehash(`scrypt$ln=16,r=8,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$ln=17,r=4,p=1$${salt}$${key}`)).toBe(true);
    expect(needsRehash(`scrypt$ln=17,r=8,p=1$${salt}$${key}`)).toBe(false);
    for (const broken of [
      '',
      'bcrypt$abc$def',
      `scrypt$ln=30,r=8,p=1$${salt}$${key}`,
      `scrypt$ln=17,r=8$${salt}$${key}`,
      `scrypt$ln=17,r=8,p=1$$${key}`,
      `scrypt$ln=x,r=8,p=1$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('x', broken), broken).toBe(false);
      expect(needsRehash(broken), broken).toBe(true);
    }
  });

  it('checks a login before the password changes queued ahead of it (they hold one of the two slots)', async () => {
    const stored = legacyHash('secret-pass');
    const finished: string[] = [];
    const changes = Array.from({ length: 6 }, (_, i) =>
      inBackground(() => verifyPassword('wrong', stored)).then(() => finished.push(`change ${i}`)),
    );
    const login = verifyPassword('secret-pass', stored).then((ok) => {
      finished.push('login');
      return ok;
    });
    expect(await login).toBe(true);
    await Promise.all(changes);
    // In the order asked, the login would come seventh; it runs beside the first changes.
    expect(finished.indexOf('login')).toBeLessThanOrEqual(2);
  });
});
