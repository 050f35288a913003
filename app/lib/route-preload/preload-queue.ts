export type PreloadQueue = {
	/** Runs `load` once per `key`, when fewer than the limit run; a failed load frees its place like a finished one. */
	add: (key: string, load: () => Promise<unknown>) => void;
};

/** At most `limit` loads at once (specification: at most 5 route preloads); the others wait their turn, in order. */
export function createPreloadQueue(limit: number): PreloadQueue {
	const seen = new Set<string>();
	const waiting: Array<() => Promise<unknown>> = [];
	let running = 0;
	const startNext = () => {
		while (running < limit) {
			const load = waiting.shift();
			if (!load) return;
			running++;
			load()
				.catch(() => {
					// A preload only saves time: the navigation loads (and reports) for itself.
				})
				.finally(() => {
					running--;
					startNext();
				});
		}
	};
	return {
		add: (key, load) => {
			if (seen.has(key)) return;
			seen.add(key);
			waiting.push(load);
			startNext();
		},
	};
}
