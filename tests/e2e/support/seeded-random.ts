/** A seeded pseudo-random source (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function seededRandom(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
	return {
		/** True with probability `p`. */
		chance: (p: number) => next() < p,
		/** One of `items`, which must not be empty. */
		pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
	};
}
