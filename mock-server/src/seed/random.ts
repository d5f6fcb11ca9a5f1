import { createHash } from 'node:crypto';

/** A small, fast, seedable generator (mulberry32): the same tenant always gets the same data. */
export function random(seedText: string): () => number {
  let state = createHash('sha1').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
