import { describe, expect, it } from "vitest";
import { orderInQuadrants } from "./quadrant-order.ts";

type Task = Parameters<typeof orderInQuadrants>[0][number] & { id: string };

const task = (id: string, position: string, fields: Partial<Task> = {}): Task => ({
	id,
	position,
	quadrant: "urgent-important",
	priority: "medium",
	dueDate: null,
	dueTime: null,
	...fields,
});

// Listed out of their manual order, so every sort has to order them itself.
const tasks = [
	task("c", "a2", { priority: "high" }),
	task("a", "a0", { dueDate: "2026-12-20" }),
	task("d", "a3", { dueDate: "2026-12-05", priority: "low" }),
	task("b", "a1", { priority: "high" }),
	task("e", "a4", { dueDate: "2026-12-05", dueTime: "09:00" }),
];
const ids = (list: Task[]) => list.map((item) => item.id);

describe("orderInQuadrants", () => {
	it("keeps the user's order by position when manual", () => {
		expect(ids(orderInQuadrants(tasks, "manual"))).toEqual(["a", "b", "c", "d", "e"]);
	});

	it("lists dated tasks earliest first, all-day before timed, then the undated in manual order", () => {
		expect(ids(orderInQuadrants(tasks, "dueDate"))).toEqual(["d", "e", "a", "b", "c"]);
	});

	it("lists high priority first, then medium, then low, each in manual order", () => {
		expect(ids(orderInQuadrants(tasks, "priority"))).toEqual(["b", "c", "a", "e", "d"]);
	});

	it("orders each quadrant on its own once grouped", () => {
		const mixed = [
			task("x", "a1", { quadrant: "not-urgent-important", priority: "high" }),
			task("y", "a0", { quadrant: "urgent-important", priority: "low" }),
			task("z", "a0", { quadrant: "not-urgent-important", priority: "low" }),
		];
		const sorted = orderInQuadrants(mixed, "priority");
		expect(ids(sorted.filter((item) => item.quadrant === "not-urgent-important"))).toEqual(["x", "z"]);
	});
});
