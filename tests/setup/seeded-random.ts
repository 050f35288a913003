/**
 * A small seeded generator (mulberry32) for randomized tests: the same seed gives the same run, so a failure printed
 * with its seed can be replayed (`SEED=<n>` in the environment, where a test reads it).
 */
export function seededRandom(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let value = state;
		value = Math.imul(value ^ (value >>> 15), value | 1);
		value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
		return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
	};
	return {
		/** In [0, 1). */
		next,
		/** A whole number in [0, max). */
		below: (max: number) => Math.floor(next() * max),
		chance: (probability: number) => next() < probability,
		pick: <T>(items: readonly T[]): T => {
			const item = items[Math.floor(next() * items.length)];
			if (item === undefined) throw new Error("pick from an empty list");
			return item;
		},
	};
}
