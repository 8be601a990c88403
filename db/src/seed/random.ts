/**
 * A small seeded pseudo-random generator (mulberry32): the same seed always gives the same demo
 * data, which keeps screenshots, tests and bug reports reproducible. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], ...]`; weights need not add up to anything. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('cannot pick from an empty list');
    return last[0];
  }

  /** `length` random decimal digits (leading zeros allowed). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** A copy of `items` in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/**
 * Picks indexes by fixed weights in O(log n) (binary search over cumulative weights); used to draw
 * hundreds of thousands of senders and receivers from a few thousand companies.
 */
export class WeightedIndex {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    if (weights.length === 0) throw new Error('cannot pick from an empty list');
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((weight, i) => {
      sum += weight;
      this.cumulative[i] = sum;
    });
  }

  pick(random: Random): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}
