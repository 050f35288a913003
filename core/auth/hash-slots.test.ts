import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors/domain-error.ts";
import { createHashSlots } from "./hash-slots.ts";

const later = () => {
	let finish = () => {};
	const done = new Promise<void>((resolve) => {
		finish = resolve;
	});
	return { done, finish };
};

describe("hash slots", () => {
	it("runs at most `running` at once, queues `waiting` more and refuses the rest as busy", async () => {
		const inSlot = createHashSlots({ running: 2, waiting: 1 });
		const started: number[] = [];
		const gates = [later(), later(), later()];
		const runs = gates.map((gate, index) =>
			inSlot(async () => {
				started.push(index);
				await gate.done;
				return index;
			}),
		);
		await Promise.resolve();
		expect(started).toEqual([0, 1]);
		await expect(inSlot(async () => 99)).rejects.toEqual(new DomainError("busy"));

		gates[0]?.finish();
		await runs[0];
		await Promise.resolve();
		expect(started).toEqual([0, 1, 2]);
		gates[1]?.finish();
		gates[2]?.finish();
		expect(await Promise.all(runs)).toEqual([0, 1, 2]);
		// Every slot is free again.
		expect(await Promise.all([inSlot(async () => "a"), inSlot(async () => "b"), inSlot(async () => "c")])).toEqual([
			"a",
			"b",
			"c",
		]);
	});

	it("frees the slot of a hash that failed", async () => {
		const inSlot = createHashSlots({ running: 1, waiting: 0 });
		await expect(inSlot(async () => Promise.reject(new Error("scrypt failed")))).rejects.toThrow("scrypt failed");
		expect(await inSlot(async () => "next")).toBe("next");
	});

	it("keeps a queue of its own for reserved work, served before the rest, when the rest's is full", async () => {
		const inSlot = createHashSlots({ running: 1, waiting: 1, reserved: 1 });
		const started: string[] = [];
		const gate = later();
		const run = (name: string, options?: { isReserved: boolean }) =>
			inSlot(async () => {
				started.push(name);
				await gate.done;
			}, options);
		const runs = [run("running"), run("waiting")];
		await Promise.resolve();
		await expect(run("refused")).rejects.toEqual(new DomainError("busy"));
		runs.push(run("sign-in", { isReserved: true }));
		await expect(run("second sign-in", { isReserved: true })).rejects.toEqual(new DomainError("busy"));
		gate.finish();
		await Promise.all(runs);
		expect(started).toEqual(["running", "sign-in", "waiting"]);
	});
});
