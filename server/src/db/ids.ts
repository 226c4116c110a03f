import { randomBytes } from 'node:crypto';

const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A 24-hex id like MongoDB's ObjectId: 4 bytes of seconds, 5 random bytes, 3 bytes of counter. Time-ordered. */
export function newId(now = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processPart + counter.toString(16).padStart(6, '0');
}

export const nowIso = () => new Date().toISOString();
