import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIEW_OPTION_DEFAULTS } from "#core/settings/view-option-defaults.ts";
import en from "#locales/en/translation.json";
import { taskView } from "#tests/fixtures/task-view.ts";
import { renderTaskPage } from "./render-task-page.test-support.tsx";

const PLAIN = taskView({ id: "00000000-0000-4000-8000-000000000001", title: "Plain" });
const BUSY = taskView({
	id: "00000000-0000-4000-8000-000000000002",
	title: "Busy",
	priority: "high",
	status: "inProgress",
	quadrant: "not-urgent-important",
});
const EXAMPLE = taskView({
	id: "00000000-0000-4000-8000-000000000003",
	title: "Drag me",
	priority: "low",
	status: "done",
	isExample: true,
	quadrant: "urgent-not-important",
});

const DONE = taskView({ id: "00000000-0000-4000-8000-000000000004", title: "Filed", status: "done" });
const OVERDUE_MOVED = taskView({
	id: "00000000-0000-4000-8000-000000000005",
	title: "Late",
	dueDate: "2020-01-02",
	escalatedOn: "2020-01-01",
	quadrant: "urgent-important",
});

/** What a person sees of a card: its text without what only its accessible name reads (the hidden facts). */
function visibleText(card: HTMLElement) {
	const copy = card.cloneNode(true) as HTMLElement;
	for (const hidden of copy.querySelectorAll("[hidden]")) hidden.remove();
	return copy.textContent ?? "";
}

/**
 * A view's cards say what is not a default (priority other than medium, status other than to do, the example badge)
 * and leave the defaults out of sight, while each card's accessible name says every value. `showsPriorityAndStatus`:
 * whether the view shows those at all (the matrix's cards do; the sticky notes never did).
 */
export function describeCardFacts(view: ReactNode, { showsPriorityAndStatus }: { showsPriorityAndStatus: boolean }) {
	describe("a card's facts", () => {
		beforeEach(() => {
			renderTaskPage(view, {
				tasks: [PLAIN, BUSY, EXAMPLE],
				viewOptions: { ...VIEW_OPTION_DEFAULTS, showCompletedBadge: false, hideCompleted: false },
				plan: "free",
			});
		});

		afterEach(() => {
			cleanup();
			vi.unstubAllGlobals();
		});

		it("names every value of a card, the defaults too, and shows none of the defaults", async () => {
			const plain = await screen.findByRole("article", { name: "Plain Medium priority, To do", hidden: true });
			expect(visibleText(plain)).not.toContain(en.task.priority.medium);
			expect(visibleText(plain)).not.toContain(en.task.status.todo);
			expect(visibleText(plain)).not.toContain(en.examples.badge);
		});

		it("shows a priority and a status that are not the defaults", async () => {
			const busy = await screen.findByRole("article", { name: "Busy High priority, In progress", hidden: true });
			for (const value of [en.task.priority.high, en.task.status.inProgress]) {
				if (showsPriorityAndStatus) expect(visibleText(busy)).toContain(value);
				else expect(visibleText(busy)).not.toContain(value);
			}
		});

		it("marks an example with a badge, which its name says too", async () => {
			const example = await screen.findByRole("article", { name: "Drag me Example, Low priority, Done", hidden: true });
			expect(visibleText(example)).toContain(en.examples.badge);
			expect(screen.getByRole("button", { name: en.examples.clear, hidden: true })).toBeTruthy();
		});
	});

	// The first-time review found "Done" + "Completed" on every finished card and "Overdue" twice on a late one.
	describe("one badge per fact", () => {
		beforeEach(() => {
			renderTaskPage(view, {
				tasks: [DONE, OVERDUE_MOVED],
				viewOptions: { ...VIEW_OPTION_DEFAULTS, showCompletedBadge: true, showDateTags: true, hideCompleted: false },
				plan: "free",
			});
		});

		afterEach(() => {
			cleanup();
			vi.unstubAllGlobals();
		});

		it("says a finished task is done once, with the Completed badge", async () => {
			const done = await screen.findByRole("article", { name: /^Filed/, hidden: true });
			expect(visibleText(done)).toContain(en.matrix.completedBadge);
			expect(visibleText(done)).not.toContain(en.task.status.done);
		});

		it("says a late task moved by its due date is overdue once, on its date", async () => {
			const late = await screen.findByRole("article", { name: /^Late/, hidden: true });
			await vi.waitFor(() => expect(visibleText(late)).toContain(en.matrix.overdue));
			expect(visibleText(late).split(en.matrix.overdue)).toHaveLength(2);
		});
	});
}
