import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { sha256Hex, solveAltcha } from './altcha-solver';
import { ApiError } from './api-client';
import { challengeOf, withProofOfWork } from './proof-of-work';

const HMAC_KEY = 'test-key';

describe('the ALTCHA solver', () => {
  it('hashes like SHA-256 for every message length around the block edges', () => {
    for (let length = 0; length < 200; length++) {
      const text = 'a1?&='.repeat(40).slice(0, length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it("solves altcha-lib's challenges into payloads its verifySolution accepts", async () => {
    for (const saltLength of [4, 12, 40]) {
      const challenge = await createChallenge({
        hmacKey: HMAC_KEY,
        maxNumber: 50_000,
        saltLength,
        expires: new Date(Date.now() + 600_000),
        params: { scope: 'booking' },
      });
      const solution = await solveAltcha(challenge);
      expect(await verifySolution(solution.payload, HMAC_KEY)).toBe(true);
      expect(JSON.parse(atob(solution.payload)).number).toBe(solution.number);
    }
  });

  it('solves the hardest challenge of the default difficulty quickly', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 50_000, number: 50_000 });
    // CPU time, not the wall clock: a busy machine does not grow it. The plain SHA-256 needs a fraction
    // of a second for these 50,001 numbers; a digest per number through crypto.subtle needs seconds.
    const cpu = process.cpuUsage();
    const solution = await solveAltcha(challenge);
    const used = process.cpuUsage(cpu);
    expect(solution.number).toBe(50_000);
    expect((used.user + used.system) / 1000).toBeLessThan(2_000);
  });
});

describe('the ALTCHA solver with the harder challenges (docs/api/accounts.md#login-limits and docs/api/README.md#proof-of-work)', () => {
  it('solves a challenge of millions, whose numbers fill a second SHA-256 block', async () => {
    // A source that booked several tickets more gets challenges doubled each time; past a million the
    // salt and the digits no longer fit one block, and the solver hashes two.
    const challenge = await createChallenge({
      hmacKey: HMAC_KEY,
      maxNumber: 3_200_000,
      number: 1_234_567,
      saltLength: 8,
      expires: new Date(Date.now() + 600_000),
      params: { scope: 'login' },
    });
    expect(challenge.maxnumber).toBe(3_200_000);
    const solution = await solveAltcha(challenge);
    expect(solution.number).toBe(1_234_567);
    expect(await verifySolution(solution.payload, HMAC_KEY)).toBe(true);
    console.log(`solver: 1,234,568 numbers tried in ${solution.took} ms`);
  }, 60_000);

  it('answers a challenge whose number has eight digits (the cap, 51,200,000)', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 51_200_000, number: 12_345_678 });
    expect(sha256Hex(`${challenge.salt}12345678`)).toBe(challenge.challenge);
  });
});

describe('withProofOfWork', () => {
  it('solves the challenge of a 429 and sends once more with the solution', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 1000 });
    const sent: (string | undefined)[] = [];
    const result = await withProofOfWork(async (altcha) => {
      sent.push(altcha);
      if (!altcha) throw new ApiError(429, 'busy', { success: false, data: { challenge } });
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeUndefined();
    expect(await verifySolution(sent[1]!, HMAC_KEY)).toBe(true);
  });

  it('passes other failures on, and a second 429 too (no loop)', async () => {
    const refused = new ApiError(409, 'sold out', { success: false });
    await expect(withProofOfWork(() => Promise.reject(refused))).rejects.toBe(refused);
    const limited = new ApiError(429, 'slow down', { success: false, error: 'slow down' });
    expect(challengeOf(limited)).toBeUndefined();
    await expect(withProofOfWork(() => Promise.reject(limited))).rejects.toBe(limited);

    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 100 });
    let calls = 0;
    const again = withProofOfWork(async () => {
      calls += 1;
      throw new ApiError(429, 'busy', { success: false, data: { challenge } });
    });
    await expect(again).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
  });
});
