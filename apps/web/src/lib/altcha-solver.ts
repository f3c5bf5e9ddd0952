/**
 * Solves an ALTCHA (v1) proof-of-work challenge: finds the number n in [0, maxnumber] for which
 * SHA-256(salt + n), in hex, equals `challenge`, and returns the base64 payload the server expects.
 *
 * A plain SHA-256 in JavaScript rather than crypto.subtle: each subtle digest is an asynchronous round
 * trip (several times slower for these 60-byte messages), and crypto.subtle does not exist on a page
 * served over plain HTTP. The 64-byte blocks that hold only the salt are hashed once; the loop hashes
 * the last block(s) for each n. Loaded with a dynamic import, only when the server asks for a challenge.
 */
import type { ProofOfWorkChallenge } from '@app/shared';

export type AltchaSolution = { payload: string; number: number; took: number };

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const w = new Int32Array(64);

/** One SHA-256 compression of the 64 bytes of `bytes` at `offset` into `state` (8 words). */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Hashes `prefix` followed by a short ASCII suffix, from a midstate that has taken the prefix's whole blocks. */
function createHasher(prefix: Uint8Array) {
  const fullBlocks = Math.floor(prefix.length / 64);
  const midstate = new Int32Array(INITIAL);
  for (let block = 0; block < fullBlocks; block++) compress(midstate, prefix, block * 64);
  const tail = prefix.subarray(fullBlocks * 64);
  // The rest of the prefix, a number's digits, the 0x80 byte and the 8-byte length fit in two blocks.
  const buffer = new Uint8Array(128);
  const state = new Int32Array(8);
  return (digits: string): Int32Array => {
    buffer.fill(0);
    buffer.set(tail);
    let length = tail.length;
    for (let i = 0; i < digits.length; i++) buffer[length++] = digits.charCodeAt(i);
    buffer[length] = 0x80;
    const blocks = length + 9 > 64 ? 2 : 1;
    const bits = (prefix.length + digits.length) * 8;
    const end = blocks * 64;
    buffer[end - 4] = (bits >>> 24) & 0xff;
    buffer[end - 3] = (bits >>> 16) & 0xff;
    buffer[end - 2] = (bits >>> 8) & 0xff;
    buffer[end - 1] = bits & 0xff;
    state.set(midstate);
    compress(state, buffer, 0);
    if (blocks === 2) compress(state, buffer, 64);
    return state;
  };
}

function hexWords(hex: string): Int32Array {
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}

/** SHA-256 of a text as lowercase hex (exported for the tests). */
export function sha256Hex(text: string): string {
  const state = createHasher(new TextEncoder().encode(text))('');
  return Array.from(state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

const SLICE = 4_000;

/** Lets the page paint between slices of work (a message is not throttled like a timer in a background tab). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export async function solveAltcha(challenge: ProofOfWorkChallenge): Promise<AltchaSolution> {
  if (challenge.algorithm !== 'SHA-256' || !/^[0-9a-f]{64}$/.test(challenge.challenge)) {
    throw new Error(`unsupported challenge ${challenge.algorithm}`);
  }
  const started = performance.now();
  const target = hexWords(challenge.challenge);
  const hash = createHasher(new TextEncoder().encode(challenge.salt));
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    const state = hash(String(n));
    if (
      state[0] === target[0] &&
      state[1] === target[1] &&
      state[2] === target[2] &&
      state[3] === target[3] &&
      state[4] === target[4] &&
      state[5] === target[5] &&
      state[6] === target[6] &&
      state[7] === target[7]
    ) {
      const took = Math.round(performance.now() - started);
      const payload = btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
          took,
        }),
      );
      return { payload, number: n, took };
    }
    if (n % SLICE === SLICE - 1) await nextTask();
  }
  throw new Error('challenge has no solution');
}
