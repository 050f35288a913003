import { describe, expect, it, vi } from "vitest";
import type { ChangeEntity, ChangeEvent } from "#core/change-log/change-event.ts";
import { LiveChanges } from "./live-changes.ts";

const change = (seq: number, entity: ChangeEntity = "task"): ChangeEvent => ({
	seq,
	entity,
	action: "updated",
	id: `id-${seq}`,
	data: {},
});
const seqs = (listener: ReturnType<typeof vi.fn>) => listener.mock.calls.map(([received]) => received.seq);

describe("LiveChanges", () => {
	it("gives a part of the page the changes after its data's position: those kept first, then each new one", () => {
		const changes = new LiveChanges(10, vi.fn());
		for (const seq of [11, 12, 13]) changes.receive(change(seq));
		const listener = vi.fn();
		changes.listen(11, ["task"], listener);
		changes.receive(change(14));
		expect(seqs(listener)).toEqual([12, 13, 14]);
	});

	it("skips what a part's data already holds when its data is ahead of the stream, and never repeats a change", () => {
		const changes = new LiveChanges(10, vi.fn());
		const listener = vi.fn();
		changes.listen(12, ["task"], listener);
		for (const seq of [11, 12, 13, 13, 12]) changes.receive(change(seq));
		expect(seqs(listener)).toEqual([13]);
	});

	it("hands a change no part takes to the reload, and stops when told", () => {
		const onUnclaimed = vi.fn();
		const changes = new LiveChanges(0, onUnclaimed);
		const listener = vi.fn();
		const stop = changes.listen(0, ["task", "board"], listener);
		changes.receive(change(1, "board"));
		changes.receive(change(2, "subscription"));
		stop?.();
		changes.receive(change(3, "task"));
		expect(seqs(listener)).toEqual([1]);
		expect(seqs(onUnclaimed)).toEqual([2, 3]);
	});

	it("answers null to data older than what it still keeps, after a reset or past 500 changes", () => {
		const changes = new LiveChanges(0, vi.fn());
		for (let seq = 1; seq <= 501; seq += 1) changes.receive(change(seq));
		expect(changes.listen(0, ["task"], vi.fn())).toBeNull();
		expect(changes.listen(1, ["task"], vi.fn())).not.toBeNull();
		changes.restart(900);
		expect(changes.listen(501, ["task"], vi.fn())).toBeNull();
		const listener = vi.fn();
		changes.listen(900, ["task"], listener);
		changes.receive(change(901));
		expect(seqs(listener)).toEqual([901]);
	});
});
