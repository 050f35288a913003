// @vitest-environment happy-dom

import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import { TaskStore } from "#app/lib/task-store.ts";
import en from "#locales/en/translation.json";
import { taskView } from "#tests/fixtures/task-view.ts";
import ChecklistEditor from "./checklist-editor.tsx";
import type { ChecklistActions } from "./task-actions/checklist-items.ts";

afterEach(() => {
	cleanup();
});

const item = (title: string, isDone = false) => ({ id: title, title, isDone, position: `a${title}` });
const TASK = taskView({
	id: "00000000-0000-4000-8000-000000000201",
	checklist: [item("A", true), item("B"), item("C")],
});

async function renderChecklist() {
	const store = new TaskStore([TASK]);
	const actions = {
		addItems: vi.fn(async () => true),
		setItem: vi.fn(async () => true),
		moveItem: vi.fn(async () => true),
		removeItem: vi.fn(async () => undefined),
	};
	const actionsWith = () => actions as unknown as ChecklistActions;
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<ChecklistEditor taskId={TASK.id} store={store} actionsWith={actionsWith} />
		</I18nextProvider>,
	);
	await screen.findByRole("heading", { name: "Checklist" });
	return { store, actions, user: userEvent.setup() };
}

describe("ChecklistEditor", () => {
	it("shows the items in order with their progress", async () => {
		await renderChecklist();
		expect(screen.getByRole("progressbar", { name: "1 of 3 items done" })).toBeTruthy();
		expect(screen.getAllByRole("checkbox").map((box) => (box as HTMLInputElement).checked)).toEqual([
			true,
			false,
			false,
		]);
		expect(screen.getByRole("textbox", { name: "Item 2" })).toHaveProperty("value", "B");
	});

	it("adds the item typed with Enter, and one item per line pasted", async () => {
		const { actions, user } = await renderChecklist();
		const field = screen.getByRole("textbox", { name: "Add an item" });
		await user.type(field, "  Buy stamps {Enter}");
		expect(actions.addItems).toHaveBeenCalledWith(TASK, ["Buy stamps"]);
		expect(field).toHaveProperty("value", "");
		await user.click(field);
		await user.paste("One\n\nTwo\r\n  Three  ");
		expect(actions.addItems).toHaveBeenLastCalledWith(TASK, ["One", "Two", "Three"]);
	});

	it("refuses an item over 500 characters with a message, and adds nothing", async () => {
		const { actions, user } = await renderChecklist();
		const field = screen.getByRole("textbox", { name: "Add an item" });
		await user.click(field);
		await user.paste(`${"x".repeat(501)}\nShort`);
		expect(actions.addItems).not.toHaveBeenCalled();
		expect(screen.getByText("This field must be at most 500 characters")).toBeTruthy();
	});

	it("ticks, renames in place with Enter, and deletes an item", async () => {
		const { actions, user } = await renderChecklist();
		await user.click(screen.getByRole("checkbox", { name: "Done: B" }));
		expect(actions.setItem).toHaveBeenCalledWith(TASK, "B", { isDone: true });
		const title = screen.getByRole("textbox", { name: "Item 3" });
		await user.clear(title);
		await user.type(title, "C, renamed{Enter}");
		expect(actions.setItem).toHaveBeenLastCalledWith(TASK, "C", { title: "C, renamed" });
		await user.click(screen.getByRole("button", { name: "Delete “A”" }));
		expect(actions.removeItem).toHaveBeenCalledWith(TASK, TASK.checklist[0]);
	});

	it("keeps an item's title when it is emptied, rather than saving it empty", async () => {
		const { actions, user } = await renderChecklist();
		const title = screen.getByRole("textbox", { name: "Item 2" });
		await user.clear(title);
		await act(async () => title.blur());
		expect(actions.setItem).not.toHaveBeenCalled();
		expect(title).toHaveProperty("value", "B");
	});

	it("moves an item with Alt+↑ and Alt+↓, and not past either end", async () => {
		const { actions, user } = await renderChecklist();
		await user.click(screen.getByRole("textbox", { name: "Item 1" }));
		await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
		expect(actions.moveItem).toHaveBeenLastCalledWith(TASK, "A", "C");
		await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
		expect(actions.moveItem).toHaveBeenCalledTimes(1);
		await user.click(screen.getByRole("checkbox", { name: "Done: C" }));
		await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
		await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
		expect(actions.moveItem).toHaveBeenLastCalledWith(TASK, "C", "B");
		expect(actions.moveItem).toHaveBeenCalledTimes(2);
	});
});
