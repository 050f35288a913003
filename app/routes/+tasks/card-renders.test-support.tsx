import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIEW_OPTION_DEFAULTS } from "#core/settings/view-option-defaults.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import { renderTaskPage } from "./render-task-page.test-support.tsx";
import { DRAG_INSTRUCTIONS_ID } from "./use-task-card.ts";

// What a view's test shares: a view test mocks the "⋯" menu's hook with this one, which every card calls once per
// render of the card, so counting its calls counts the cards' renders.
const renders = new Map<string, number>();
export function useCountingTaskActionsMenu(task: { id: string }) {
	renders.set(task.id, (renders.get(task.id) ?? 0) + 1);
	return null;
}

const TASKS = Array.from({ length: 200 }, (_, index) =>
	taskView({ id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, title: `Task ${index}` }),
);

/** A page of 200 tasks in one view: a change to one task or to the selection re-renders that one card alone. */
export function describeCardRenders(view: ReactNode) {
	const card = (index: number) => screen.getByRole("article", { name: new RegExp(`^Task ${index}\\b`), hidden: true });

	describe("a page of 200 tasks", () => {
		beforeEach(async () => {
			// The server never answers: what is measured is the optimistic change alone.
			renderTaskPage(view, {
				tasks: TASKS,
				viewOptions: { ...VIEW_OPTION_DEFAULTS, hideCompleted: false },
				plan: "pro",
			});
			// Measured with drag and drop loaded (it comes with the pointer over the board), not while it arrives.
			fireEvent.pointerOver((await screen.findAllByRole("article", { hidden: true }))[0] as HTMLElement);
			await vi.waitFor(() => expect(document.getElementById(`${DRAG_INSTRUCTIONS_ID}-dnd-kit`)).toBeTruthy(), {
				timeout: 10_000,
			});
		});

		afterEach(() => {
			cleanup();
			vi.unstubAllGlobals();
		});

		it("re-renders only the card of the task marked done", async () => {
			await screen.findAllByRole("article", { hidden: true });
			card(5).focus();
			renders.clear();
			await userEvent.setup().keyboard("x");
			await vi.waitFor(() => expect(renders.size).toBeGreaterThan(0));
			expect([...renders.keys()]).toEqual([TASKS[5]?.id]);
		});

		it("re-renders only the card whose selection changed", async () => {
			await screen.findAllByRole("article", { hidden: true });
			renders.clear();
			fireEvent.click(card(7), { ctrlKey: true });
			// The selection bar's code loads with the first selection: on a busy machine that takes more than a second.
			expect(await screen.findByText("1 task selected", undefined, { timeout: 10_000 })).toBeTruthy();
			expect([...renders.keys()]).toEqual([TASKS[7]?.id]);
		});
	});
}
