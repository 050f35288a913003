import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// V8's memory reducer gives back the heap a load grew only once it sees a low allocation rate, and it measures that
// rate between garbage collections: a server that goes from busy to idle collects nothing more, so the rate of the
// load stays on record and the heap it grew (and ~20 MiB of freed pages V8 pools) stays resident until the reducer's
// watchdog, 100 s later. Measured in docs/performance.md ("The memory after the load").
const CHECK_INTERVAL_MS = 5_000;
/** Below this share of the last interval spent running JavaScript or callbacks, the process counts as idle. */
const IDLE_UTILIZATION = 0.02;
/** Growth of the resident memory since the last reclaim (or start) worth a full collection. */
const GROWTH_BYTES = 16 * 1024 * 1024;

type Measure = { residentBytes: () => number; utilization: () => number };
type Options = {
	logger: { debug: (data: object, message: string) => void };
	/** The memory-reducing collection; injected by tests. */
	reclaim?: () => void;
	measure?: Measure;
	intervalMs?: number;
};

/** A full collection that shrinks the young generation and releases V8's pooled pages (V8's "last resort" GC). */
function memoryReducingCollection(): () => void {
	// Node exposes no call for it but the `gc` function of --expose-gc, set here for one new context only, so neither
	// the server's command line nor its own global scope changes.
	setFlagsFromString("--expose-gc");
	const gc = runInNewContext("gc") as NodeJS.GCFunction;
	setFlagsFromString("--no-expose-gc");
	return () => gc({ type: "major", flavor: "last-resort" });
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
 * Once the process has been idle for a whole interval after its memory grew, runs one memory-reducing collection
 * (~50–200 ms of the main thread, while no request is waiting). A steadily busy server never reaches it, and V8's own
 * reducer works there, between its collections.
 */
export function startIdleMemoryReclaim({
	logger,
	reclaim,
	measure = { residentBytes: () => process.memoryUsage.rss(), utilization: utilizationSinceLastCall() },
	intervalMs = CHECK_INTERVAL_MS,
}: Options) {
	let baseline = measure.residentBytes();
	let collect = reclaim;
	const check = () => {
		const idle = measure.utilization() < IDLE_UTILIZATION;
		const before = measure.residentBytes();
		if (!idle || before - baseline < GROWTH_BYTES) return false;
		collect ??= memoryReducingCollection();
		collect();
		baseline = measure.residentBytes();
		logger.debug({ residentBefore: before, residentAfter: baseline }, "memory reclaimed after load");
		return true;
	};
	const timer = setInterval(check, intervalMs);
	timer.unref();
	return {
		/** One check now, as the timer makes it; answers whether it collected. */
		checkOnce: check,
		stop: async () => clearInterval(timer),
	};
}
