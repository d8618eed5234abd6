// A shuffle that gives the same order for the same seed, so the pages of a shuffled list stay stable.

/** mulberry32: a small seeded pseudo-random generator, good enough to mix a list. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array with the items in an order drawn from `seed` (Fisher-Yates). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = generator(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A fresh seed. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
