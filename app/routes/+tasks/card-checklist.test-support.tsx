import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIEW_OPTION_DEFAULTS } from "#core/settings/view-option-defaults.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import { renderTaskPage } from "./render-task-page.test-support.tsx";

const item = (title: string, isDone: boolean, position: string) => ({ id: title, title, isDone, position });
const TRIP = taskView({
	id: "00000000-0000-4000-8000-000000000101",
	title: "Plan the trip",
	checklist: [
		item("Book flights", true, "a0"),
		item("Renew passport", true, "a1"),
		item("Pack", false, "a2"),
		item("Water the plants", false, "a3"),
		item("Lock up", false, "a4"),
	],
});
const PLAIN = taskView({ id: "00000000-0000-4000-8000-000000000102", title: "No steps" });

/**
 * A card shows how far its task's checklist is ("2/5", and a bar named in words); a card without items shows none.
 * `showsNextItem`: whether the view names the next open item (the sticky notes do).
 */
export function describeCardChecklist(view: ReactNode, { showsNextItem }: { showsNextItem: boolean }) {
	describe("a card's checklist", () => {
		beforeEach(() => {
			renderTaskPage(view, {
				tasks: [TRIP, PLAIN],
				viewOptions: { ...VIEW_OPTION_DEFAULTS, hideCompleted: false },
				plan: "free",
			});
		});

		afterEach(() => {
			cleanup();
			vi.unstubAllGlobals();
		});

		it("shows its progress as 2/5, with a progress bar whose name says it", async () => {
			const card = await screen.findByRole("article", { name: /^Plan the trip/, hidden: true });
			expect(card.textContent).toContain("2/5");
			const bar = within(card).getByRole("progressbar", { name: "2 of 5 items done", hidden: true });
			expect(bar.getAttribute("value")).toBe("2");
			expect(bar.getAttribute("max")).toBe("5");
			const plain = screen.getByRole("article", { name: /^No steps/, hidden: true });
			expect(within(plain).queryByRole("progressbar", { hidden: true })).toBeNull();
		});

		it(showsNextItem ? "names the next open item" : "leaves the items to the editor", async () => {
			const card = await screen.findByRole("article", { name: /^Plan the trip/, hidden: true });
			if (showsNextItem) expect(card.textContent).toContain("Next: Pack");
			else expect(card.textContent).not.toContain("Pack");
		});
	});
}
