/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1) on every
 * run and machine. The voice classifier trains on sentences drawn from it (so the model is the
 * same on every start), and generated tests and corpora draw from it so a failure is reproducible.
 * Not for anything that must be unpredictable.
 */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
