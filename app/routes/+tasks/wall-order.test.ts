import { describe, expect, it } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import { orderByDueDate } from "./wall-order.ts";

const task = (
	title: string,
	dueDate: string | null,
	dueTime: string | null = null,
	quadrant: Quadrant = "urgent-important",
	position = "a0",
) => ({ title, dueDate, dueTime, quadrant, position });

const titles = (tasks: { title: string }[]) => tasks.map(({ title }) => title);

describe("orderByDueDate", () => {
	it("puts the soonest due first and tasks without a due date last", () => {
		const ordered = orderByDueDate([
			task("no date", null),
			task("june", "2026-06-01"),
			task("january", "2026-01-15"),
			task("march", "2026-03-02"),
		]);
		expect(titles(ordered)).toEqual(["january", "march", "june", "no date"]);
	});

	it("on the same day, all-day tasks come before timed ones, earliest time first", () => {
		const ordered = orderByDueDate([
			task("evening", "2026-05-05", "18:00"),
			task("all day", "2026-05-05"),
			task("morning", "2026-05-05", "08:30"),
		]);
		expect(titles(ordered)).toEqual(["all day", "morning", "evening"]);
	});

	it("keeps the matrix's order for ties: quadrant, then position", () => {
		const ordered = orderByDueDate([
			task("neither", null, null, "not-urgent-not-important", "a0"),
			task("do second", null, null, "urgent-important", "a2"),
			task("schedule", null, null, "not-urgent-important", "a0"),
			task("do first", null, null, "urgent-important", "a1"),
		]);
		expect(titles(ordered)).toEqual(["do first", "do second", "schedule", "neither"]);
	});

	it("leaves the list it was given as it was", () => {
		const tasks = [task("later", "2026-02-01"), task("sooner", "2026-01-01")];
		orderByDueDate(tasks);
		expect(titles(tasks)).toEqual(["later", "sooner"]);
	});
});
