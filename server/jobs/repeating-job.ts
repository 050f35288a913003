/** A job running on this instance: `runOnce` for tests, `stop` for shutdown. */
export type RepeatingJob<T> = {
	runOnce: () => Promise<T>;
	/** Stops the timers and waits for a round in progress, so the database can close after it. */
	stop: () => Promise<void>;
};

type Options<T> = {
	intervalMs: number;
	/** A first round this soon after start, rather than a whole interval later. */
	firstAfterMs?: number;
	/** One round of work; never two at once. */
	round: () => Promise<T>;
	/** A failed round is reported here, and the next round tries again; its answer stands for the round's. */
	onError: (error: unknown) => T;
};

/** Runs a round of work every interval, one at a time. The timers never keep the process alive. */
export function startRepeatingJob<T>({ intervalMs, firstAfterMs, round, onError }: Options<T>): RepeatingJob<T> {
	let running: Promise<unknown> = Promise.resolve();
	const runOnce = (): Promise<T> => {
		const next = running.then(round).catch(onError);
		running = next;
		return next;
	};
	const first = firstAfterMs === undefined ? undefined : setTimeout(() => void runOnce(), firstAfterMs);
	first?.unref();
	const timer = setInterval(() => void runOnce(), intervalMs);
	timer.unref();
	return {
		runOnce,
		async stop() {
			clearTimeout(first);
			clearInterval(timer);
			await running;
		},
	};
}
