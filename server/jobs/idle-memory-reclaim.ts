import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// V8's memory reducer gives back the heap a load grew, and the ~20 MiB of freed pages it pools, only once it sees a
// low allocation rate, and it measures that rate at garbage collections: a server that goes from busy to idle collects
// nothing more, so the rate of the load stays on record and the memory stays resident, 150 s after a load as 3 s
// after it. One young-generation collection while idle records the quiet; the reducer then runs its own incremental,
// memory-reducing collections at its next look (every 8 s). Measured in docs/performance.md and ADR 0014.
const CHECK_INTERVAL_MS = 5_000;
/** Below this share of the last interval spent running JavaScript or callbacks, the process counts as idle. */
const IDLE_UTILIZATION = 0.02;
/** Growth of the resident memory above its lowest since the last nudge (or start) worth one. */
const GROWTH_BYTES = 16 * 1024 * 1024;

type Measure = { residentBytes: () => number; utilization: () => number };
type Options = {
	logger: { debug: (data: object, message: string) => void; warn: (data: object, message: string) => void };
	/** The young-generation collection; injected by tests. */
	collect?: () => void;
	measure?: Measure;
	intervalMs?: number;
};

/** A young-generation collection (a scavenge, about a millisecond). */
function youngGenerationCollection(): () => void {
	// Node exposes no call for it but the `gc` function of --expose-gc, set here for one new context only, so neither
	// the server's command line nor its own global scope changes.
	setFlagsFromString("--expose-gc");
	const gc = runInNewContext("gc") as NodeJS.GCFunction;
	setFlagsFromString("--no-expose-gc");
	return () => gc({ type: "minor" });
}

/** The event loop's utilization since the previous call (0 idle … 1 always busy). */
function utilizationSinceLastCall(): () => number {
	let previous = performance.eventLoopUtilization();
	return () => {
		const now = performance.eventLoopUtilization();
		const { utilization } = performance.eventLoopUtilization(now, previous);
		previous = now;
		return utilization;
	};
}

/**
 * Once the process has been idle for a whole interval after its memory grew, collects the young generation once, so
 * that V8's memory reducer sees the load is over. A steadily busy server never reaches it; its collections keep the
 * reducer informed.
 */
export function startIdleMemoryReclaim({
	logger,
	collect,
	measure = { residentBytes: () => process.memoryUsage.rss(), utilization: utilizationSinceLastCall() },
	intervalMs = CHECK_INTERVAL_MS,
}: Options) {
	// The lowest resident memory since the last nudge: what the reducer gave back counts, a nudge it ignored does not.
	let lowest = measure.residentBytes();
	let youngCollection = collect;
	const check = () => {
		const idle = measure.utilization() < IDLE_UTILIZATION;
		const resident = measure.residentBytes();
		lowest = Math.min(lowest, resident);
		if (!idle || resident - lowest < GROWTH_BYTES) return false;
		youngCollection ??= youngGenerationCollection();
		youngCollection();
		logger.debug({ resident, lowest }, "told V8 the load is over");
		lowest = resident;
		return true;
	};
	// A failed check (reading the resident size can fail with EMFILE) is logged, never thrown out of the timer.
	const timer = setInterval(() => {
		try {
			check();
		} catch (error) {
			logger.warn({ err: error }, "checking memory failed");
		}
	}, intervalMs);
	timer.unref();
	return {
		/** One check now, as the timer makes it; answers whether it collected. */
		checkOnce: check,
		stop: async () => clearInterval(timer),
	};
}
