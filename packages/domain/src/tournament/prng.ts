/**
 * A small seeded pseudo-random generator (mulberry32) returning numbers in [0, 1).
 * The domain never calls Math.random: the schedule search breaks ties with this, so the same seed
 * always gives the same schedule in every browser and on the server.
 */
export function createPrng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
