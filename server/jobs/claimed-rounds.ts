import { type RepeatingJob, startRepeatingJob } from "./repeating-job.ts";

type Options<T> = {
	intervalMs: number;
	/** The clock, injected so tests decide what time it is. */
	now: () => Date;
	/** Whether this instance does the round starting `at`: every instance asks, one of them gets it. */
	claim: (at: Date) => Promise<boolean>;
	work: (at: Date) => Promise<T>;
	/** The answer of a round this instance did not do, or that failed. */
	none: T;
	onError: (error: unknown) => void;
};

/**
 * A job every instance runs and one of them does each round, by claiming it: once soon after start (a fresh deploy
 * does not wait a whole interval), then every interval. A failed round is reported and the next one tries again.
 */
export function startClaimedRounds<T>({ intervalMs, now, claim, work, none, onError }: Options<T>): RepeatingJob<T> {
	return startRepeatingJob({
		intervalMs,
		firstAfterMs: Math.min(intervalMs, 5_000),
		round: async () => {
			const at = now();
			return (await claim(at)) ? work(at) : none;
		},
		onError: (error) => {
			onError(error);
			return none;
		},
	});
}
