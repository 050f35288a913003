import { describe, expect, it } from "vitest";
import { taskView } from "#tests/fixtures/task-view.ts";
import { matchesSearch } from "./matches-search.ts";

const item = (title: string) => ({ id: title, title, isDone: false, position: "a0" });

describe("matchesSearch", () => {
	const trip = taskView({
		id: "0b0f3a52-6d1e-4f1a-9a0c-2f6b7b1c8d90",
		title: "Plan the trip",
		description: "Summer",
		checklist: [item("Book flights"), item("Renew passport")],
	});

	it("finds a task by the text of one of its checklist items, ignoring case", () => {
		expect(matchesSearch(trip, "PASSPORT")).toBe(true);
		expect(matchesSearch(trip, "flights")).toBe(true);
	});

	it("still finds by title and description, and not by text the task does not hold", () => {
		expect(matchesSearch(trip, "trip")).toBe(true);
		expect(matchesSearch(trip, "summer")).toBe(true);
		expect(matchesSearch(trip, "hotel")).toBe(false);
	});
});
