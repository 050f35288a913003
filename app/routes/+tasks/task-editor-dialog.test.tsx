// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import en from "#locales/en/translation.json";
import { NEW_TASK } from "./new-task.ts";
import TaskEditorDialog from "./task-editor-dialog.tsx";

afterEach(() => {
	cleanup();
});

const EMPTY: TaskFields = { ...NEW_TASK, quadrant: "not-urgent-important" };

function renderEditor({ mode = "create", initial = EMPTY }: { mode?: "create" | "edit"; initial?: TaskFields }) {
	const onSubmit = vi.fn();
	const onOpenChange = vi.fn();
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<TaskEditorDialog open onOpenChange={onOpenChange} mode={mode} initial={initial} onSubmit={onSubmit} />
		</I18nextProvider>,
	);
	return { onSubmit, onOpenChange, user: userEvent.setup() };
}

/** The text of the element(s) that describe a field. */
function descriptionOf(field: HTMLElement) {
	return (field.getAttribute("aria-describedby") ?? "")
		.split(" ")
		.map((id) => document.getElementById(id)?.textContent)
		.join(" ");
}

describe("TaskEditorDialog", () => {
	it("opens as 'New task' with focus in the title", () => {
		renderEditor({});
		expect(screen.getByRole("dialog", { name: "New task" })).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Title" }));
	});

	it("refuses an empty title: the field says why, gets focus, and nothing is saved", async () => {
		const { onSubmit, onOpenChange, user } = renderEditor({});
		await user.click(screen.getByRole("button", { name: "Save" }));

		const title = screen.getByRole("textbox", { name: "Title" });
		expect(title.getAttribute("aria-invalid")).toBe("true");
		expect(descriptionOf(title)).toBe("This field is required");
		expect(document.activeElement).toBe(title);
		expect(onSubmit).not.toHaveBeenCalled();
		expect(onOpenChange).not.toHaveBeenCalled();
		expect(screen.getByRole("dialog", { name: "New task" })).toBeTruthy();

		// The message goes as soon as the title is corrected.
		await user.type(title, "Call the plumber");
		expect(title.hasAttribute("aria-invalid")).toBe(false);
	});

	it("refuses a title longer than the task rules allow", async () => {
		const { onSubmit, user } = renderEditor({ initial: { ...EMPTY, title: "x".repeat(201) } });
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(descriptionOf(screen.getByRole("textbox", { name: "Title" }))).toBe(
			"This field must be at most 200 characters",
		);
		expect(onSubmit).not.toHaveBeenCalled();
	});

	it("saves every field and closes", async () => {
		const { onSubmit, onOpenChange, user } = renderEditor({});
		await user.type(screen.getByRole("textbox", { name: "Title" }), "  File the tax return ");
		await user.type(screen.getByRole("textbox", { name: "Description" }), "Receipts are in the blue folder.");
		await user.selectOptions(
			screen.getByRole("combobox", { name: "Quadrant" }),
			screen.getByRole("option", { name: "Urgent & Important" }),
		);
		await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In progress");
		await user.selectOptions(screen.getByRole("combobox", { name: "Priority" }), "High priority");
		await user.type(screen.getByLabelText("Due date"), "2026-04-30");
		await user.type(screen.getByLabelText("Due time"), "17:45");
		await user.click(screen.getByRole("button", { name: "Save" }));

		expect(onSubmit).toHaveBeenCalledOnce();
		expect(onSubmit).toHaveBeenCalledWith({
			title: "File the tax return",
			description: "Receipts are in the blue folder.",
			status: "inProgress",
			priority: "high",
			dueDate: "2026-04-30",
			dueTime: "17:45",
			repeat: null,
			quadrant: "urgent-important",
		} satisfies TaskFields);
		expect(onOpenChange).toHaveBeenCalledWith(false);
	});

	it("refuses a time without a date, and accepts it once a date is chosen", async () => {
		const { onSubmit, user } = renderEditor({ initial: { ...EMPTY, title: "Dentist" } });
		const time = screen.getByLabelText("Due time");
		await user.type(time, "09:30");
		await user.click(screen.getByRole("button", { name: "Save" }));

		expect(time.getAttribute("aria-invalid")).toBe("true");
		expect(descriptionOf(time)).toContain("Choose a due date to set a time");
		expect(document.activeElement).toBe(time);
		expect(onSubmit).not.toHaveBeenCalled();

		await user.type(screen.getByLabelText("Due date"), "2026-05-04");
		expect(time.hasAttribute("aria-invalid")).toBe(false);
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(onSubmit).toHaveBeenCalledWith({ ...EMPTY, title: "Dentist", dueDate: "2026-05-04", dueTime: "09:30" });
	});

	it("edits a task from its values; Cancel and Escape close without saving", async () => {
		const task: TaskFields = {
			title: "Book flights",
			description: "Before the prices rise",
			status: "done",
			priority: "low",
			dueDate: "2026-06-01",
			dueTime: null,
			repeat: null,
			quadrant: "urgent-not-important",
		};
		const { onSubmit, onOpenChange, user } = renderEditor({ mode: "edit", initial: task });
		expect(screen.getByRole("dialog", { name: "Edit task" })).toBeTruthy();
		expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe("Book flights");
		expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("done");
		expect((screen.getByRole("combobox", { name: "Quadrant" }) as HTMLSelectElement).value).toBe(
			"urgent-not-important",
		);
		expect((screen.getByLabelText("Due date") as HTMLInputElement).value).toBe("2026-06-01");

		await user.click(screen.getByRole("button", { name: "Cancel" }));
		expect(onOpenChange).toHaveBeenLastCalledWith(false);
		onOpenChange.mockClear();
		await user.keyboard("{Escape}");
		expect(onOpenChange).toHaveBeenLastCalledWith(false);

		onOpenChange.mockClear();
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(onSubmit).toHaveBeenCalledWith(task);
	});

	it("sets a weekly repeat on chosen days with an end, and asks for a due date first", async () => {
		const { onSubmit, user } = renderEditor({ initial: { ...EMPTY, title: "Team notes" } });
		const repeat = screen.getByRole("combobox", { name: "Repeat" });
		await user.selectOptions(repeat, "Every week");
		// Without a due date, the days start from Monday.
		expect((screen.getByRole("checkbox", { name: "Monday" }) as HTMLInputElement).checked).toBe(true);
		await user.click(screen.getByRole("checkbox", { name: "Thursday" }));
		await user.selectOptions(screen.getByRole("combobox", { name: "Ends" }), "After a number of times");
		await user.clear(screen.getByRole("spinbutton", { name: "Number of times" }));
		await user.type(screen.getByRole("spinbutton", { name: "Number of times" }), "3");
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(repeat.getAttribute("aria-invalid")).toBe("true");
		expect(descriptionOf(repeat)).toContain("Choose a due date, the day a repeating task starts");
		expect(onSubmit).not.toHaveBeenCalled();

		await user.type(screen.getByLabelText("Due date"), "2026-10-29");
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(onSubmit).toHaveBeenCalledWith({
			...EMPTY,
			title: "Team notes",
			dueDate: "2026-10-29",
			repeat: "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=3",
		});
	});

	it("opens a task's rule in its fields, and saves no repeat once 'Does not repeat' is chosen", async () => {
		const task: TaskFields = { ...EMPTY, title: "Rent", dueDate: "2026-01-31", repeat: "FREQ=MONTHLY;BYMONTHDAY=31" };
		const { onSubmit, user } = renderEditor({ mode: "edit", initial: task });
		expect((screen.getByRole("combobox", { name: "Repeat" }) as HTMLSelectElement).value).toBe("monthly");
		expect((screen.getByRole("spinbutton", { name: "Day of the month" }) as HTMLInputElement).value).toBe("31");
		await user.selectOptions(screen.getByRole("combobox", { name: "Repeat" }), "Does not repeat");
		await user.click(screen.getByRole("button", { name: "Save" }));
		expect(onSubmit).toHaveBeenCalledWith({ ...task, repeat: null });
	});
});
