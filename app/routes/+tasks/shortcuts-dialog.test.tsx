// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import en from "#locales/en/translation.json";
import ShortcutsDialog from "./shortcuts-dialog.tsx";

afterEach(() => {
	cleanup();
});

function renderDialog() {
	const onOpenChange = vi.fn();
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<ShortcutsDialog open onOpenChange={onOpenChange} />
		</I18nextProvider>,
	);
	return { onOpenChange, user: userEvent.setup() };
}

/** Each shortcut of a list as "keys → action", the keys being the <kbd> texts. */
function shortcutsUnder(heading: string) {
	const list = screen.getByRole("region", { name: heading }).querySelector("dl");
	return [...(list?.querySelectorAll("dt") ?? [])].map((term) => {
		const keys = [...term.querySelectorAll("kbd")].map((key) => key.textContent).join(" ");
		return `${keys} → ${term.nextElementSibling?.textContent}`;
	});
}

describe("ShortcutsDialog", () => {
	it("lists every matrix shortcut, naming the quadrants", () => {
		renderDialog();
		expect(screen.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeTruthy();
		expect(shortcutsUnder("In the matrix")).toEqual([
			"n → New task in the focused quadrant",
			"e → Edit the focused task",
			"x → Complete or reopen the focused task",
			"Delete → Delete the focused task",
			"1 → Move the focused task to “Urgent & Important”",
			"2 → Move the focused task to “Important, Not Urgent”",
			"3 → Move the focused task to “Urgent, Not Important”",
			"4 → Move the focused task to “Not Urgent & Not Important”",
			"/ → Search tasks",
			"? → Show this help",
		]);
	});

	it("explains drag and drop with the keyboard", () => {
		renderDialog();
		expect(shortcutsUnder("Drag and drop with the keyboard")).toEqual([
			"Space → Pick up the focused task",
			"↑ ↓ ← → → Move the task",
			"Space Enter → Drop the task",
			"Esc → Cancel the move",
		]);
		const terms = screen.getByRole("region", { name: "Drag and drop with the keyboard" }).querySelectorAll("dt");
		expect(terms[2]?.textContent).toBe("SpaceorEnter");
		// The arrows are drawn; a screen reader hears their name.
		expect(terms[1]?.textContent).toContain("Arrow keys");
	});

	it("closes with Escape", async () => {
		const { onOpenChange, user } = renderDialog();
		await user.keyboard("{Escape}");
		expect(onOpenChange).toHaveBeenCalledWith(false);
	});
});
