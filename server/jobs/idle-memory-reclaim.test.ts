import { getHeapSpaceStatistics } from "node:v8";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startIdleMemoryReclaim } from "./idle-memory-reclaim.ts";

const MIB = 1024 * 1024;
const logger = { debug: () => {}, warn: () => {} };
const youngGenerationInUse = () =>
	getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_used_size ?? 0;

describe("telling V8 the load is over", () => {
	const jobs: { stop: () => Promise<void> }[] = [];
	afterEach(async () => {
		for (const job of jobs.splice(0)) await job.stop();
	});

	/** A job on a process the test describes, started at 120 MiB; counts its collections. */
	function started() {
		const state = { resident: 120 * MIB, utilization: 0, collections: 0 };
		const job = startIdleMemoryReclaim({
			logger,
			measure: { residentBytes: () => state.resident, utilization: () => state.utilization },
			collect: () => state.collections++,
		});
		jobs.push(job);
		return { state, job };
	}

	it("collects once when the process is idle after its memory grew", () => {
		const { state, job } = started();
		state.resident = 200 * MIB;
		expect(job.checkOnce()).toBe(true);
		expect(state.collections).toBe(1);
	});

	it("collects again after the next load, counted from what V8 gave back", () => {
		const { state, job } = started();
		state.resident = 200 * MIB;
		job.checkOnce();
		state.resident = 150 * MIB;
		expect(job.checkOnce()).toBe(false);
		state.resident = 170 * MIB;
		expect(job.checkOnce()).toBe(true);
		expect(state.collections).toBe(2);
	});

	it("does not repeat a collection V8 gave nothing back after", () => {
		const { state, job } = started();
		state.resident = 200 * MIB;
		job.checkOnce();
		expect(job.checkOnce()).toBe(false);
		expect(state.collections).toBe(1);
	});

	it("leaves a busy process alone, however much it grew", () => {
		const { state, job } = started();
		Object.assign(state, { resident: 220 * MIB, utilization: 0.5 });
		expect(job.checkOnce()).toBe(false);
		expect(state.collections).toBe(0);
	});

	it("leaves an idle process alone when its memory barely grew", () => {
		const { state, job } = started();
		state.resident = 130 * MIB;
		expect(job.checkOnce()).toBe(false);
		expect(state.collections).toBe(0);
	});

	it("collects the young generation for real, without leaving a global gc function", () => {
		const state = { resident: 120 * MIB };
		const job = startIdleMemoryReclaim({
			logger,
			measure: { residentBytes: () => state.resident, utilization: () => 0 },
		});
		jobs.push(job);
		// What a load leaves in the young generation: short-lived objects, all garbage now.
		let garbage: number[][] | undefined = Array.from({ length: 20_000 }, (_, index) => [index, index + 1]);
		expect(garbage.length).toBe(20_000);
		garbage = undefined;
		const before = youngGenerationInUse();

		state.resident = 200 * MIB;
		expect(job.checkOnce()).toBe(true);

		expect(youngGenerationInUse()).toBeLessThan(before / 2);
		expect("gc" in globalThis).toBe(false);
	});

	it("logs a check that fails (EMFILE reading the resident size) instead of letting the timer crash the process", () => {
		vi.useFakeTimers();
		try {
			let calls = 0;
			const warned: unknown[] = [];
			const job = startIdleMemoryReclaim({
				logger: { debug: () => {}, warn: (data) => warned.push(data) },
				measure: {
					residentBytes: () => {
						if (calls++ > 0) throw new Error("EMFILE: too many open files, uv_resident_set_memory");
						return 120 * MIB;
					},
					utilization: () => 0,
				},
				intervalMs: 1000,
			});
			jobs.push(job);
			expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
			expect(warned).toHaveLength(2);
		} finally {
			vi.useRealTimers();
		}
	});
});
