import { afterEach, describe, expect, it } from "vitest";
import { startIdleMemoryReclaim } from "./idle-memory-reclaim.ts";

const MIB = 1024 * 1024;
const logger = { debug: () => {} };

/** A process whose resident memory and event-loop utilization the test sets. */
function fakeProcess(residentMiB: number) {
	const state = { resident: residentMiB * MIB, utilization: 0 };
	return { state, measure: { residentBytes: () => state.resident, utilization: () => state.utilization } };
}

describe("reclaiming memory once the load is over", () => {
	const jobs: { stop: () => Promise<void> }[] = [];
	afterEach(async () => {
		for (const job of jobs.splice(0)) await job.stop();
	});

	/** Started at 120 MiB; one check once the process reached `residentMiB` at that utilization. */
	function checkAfter({ residentMiB, utilization }: { residentMiB: number; utilization: number }) {
		const { state, measure } = fakeProcess(120);
		let collections = 0;
		const job = startIdleMemoryReclaim({ logger, measure, reclaim: () => collections++ });
		jobs.push(job);
		Object.assign(state, { resident: residentMiB * MIB, utilization });
		return { collected: job.checkOnce(), collections };
	}

	it("collects once when the process is idle after its memory grew, and not again until it grows again", () => {
		const { state, measure } = fakeProcess(120);
		let collections = 0;
		const job = startIdleMemoryReclaim({
			logger,
			measure,
			reclaim: () => {
				collections++;
				state.resident = 150 * MIB;
			},
		});
		jobs.push(job);

		state.resident = 200 * MIB;
		expect(job.checkOnce()).toBe(true);
		expect(collections).toBe(1);
		expect(job.checkOnce()).toBe(false);

		state.resident = 170 * MIB;
		expect(job.checkOnce()).toBe(true);
		expect(collections).toBe(2);
	});

	it("leaves a busy process alone, however much it grew", () => {
		expect(checkAfter({ residentMiB: 220, utilization: 0.5 })).toEqual({ collected: false, collections: 0 });
	});

	it("leaves an idle process alone when its memory barely grew", () => {
		expect(checkAfter({ residentMiB: 130, utilization: 0 })).toEqual({ collected: false, collections: 0 });
	});

	it("gives back the memory a load left behind (V8's freed pages too), without a global gc function", () => {
		const { state, measure } = fakeProcess(120);
		const job = startIdleMemoryReclaim({ logger, measure });
		jobs.push(job);
		// What a load leaves: a heap grown to hold short-lived objects that are all garbage now.
		let garbage: number[][] | undefined = Array.from({ length: 400_000 }, (_, index) => [index, index + 1]);
		expect(garbage.length).toBe(400_000);
		garbage = undefined;
		const before = process.memoryUsage.rss();

		state.resident = 200 * MIB;
		expect(job.checkOnce()).toBe(true);

		// An ordinary full collection frees the objects but keeps their pages resident (~3 of ~30 MiB given back here).
		expect(before - process.memoryUsage.rss()).toBeGreaterThan(16 * MIB);
		expect("gc" in globalThis).toBe(false);
	});
});
