// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import {
	Menu,
	MenuContent,
	MenuItem,
	MenuLabel,
	MenuRadioGroup,
	MenuRadioItem,
	MenuSeparator,
	MenuTrigger,
} from "./dropdown-menu.tsx";

afterEach(() => {
	cleanup();
});

function Example({ onRename }: { onRename: () => void }) {
	const [sort, setSort] = useState("due");
	return (
		<Menu>
			<MenuTrigger asChild>
				<Button>Options</Button>
			</MenuTrigger>
			<MenuContent>
				<MenuItem onSelect={onRename}>Rename</MenuItem>
				<MenuSeparator />
				<MenuLabel>Sort by</MenuLabel>
				<MenuRadioGroup value={sort} onValueChange={setSort}>
					<MenuRadioItem value="due">Due date</MenuRadioItem>
					<MenuRadioItem value="title">Title</MenuRadioItem>
				</MenuRadioGroup>
			</MenuContent>
		</Menu>
	);
}

describe("Menu", () => {
	it("opens from its trigger with menu items and the checked radio item marked", async () => {
		const user = userEvent.setup();
		render(<Example onRename={() => {}} />);
		const trigger = screen.getByRole("button", { name: "Options" });
		expect(trigger.getAttribute("aria-expanded")).toBe("false");

		await user.click(trigger);
		expect(screen.getByRole("menu")).toBeTruthy();
		expect(trigger.getAttribute("aria-expanded")).toBe("true");
		expect(screen.getByRole("menuitem", { name: "Rename" })).toBeTruthy();
		expect(screen.getByRole("menuitemradio", { name: "Due date" }).getAttribute("aria-checked")).toBe("true");
		expect(screen.getByRole("menuitemradio", { name: "Title" }).getAttribute("aria-checked")).toBe("false");
		expect(screen.getByRole("separator")).toBeTruthy();
	});

	it("is operable with the keyboard and returns focus to the trigger", async () => {
		const user = userEvent.setup();
		const onRename = vi.fn();
		render(<Example onRename={onRename} />);
		const trigger = screen.getByRole("button", { name: "Options" });
		trigger.focus();

		await user.keyboard("{Enter}");
		expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Rename" }));
		await user.keyboard("{ArrowDown}");
		expect(document.activeElement).toBe(screen.getByRole("menuitemradio", { name: "Due date" }));
		await user.keyboard("{ArrowDown}{Enter}");
		expect(screen.queryByRole("menu")).toBeNull();
		expect(document.activeElement).toBe(trigger);

		await user.keyboard("{Enter}");
		expect(screen.getByRole("menuitemradio", { name: "Title" }).getAttribute("aria-checked")).toBe("true");
		await user.keyboard("{Escape}");
		expect(screen.queryByRole("menu")).toBeNull();
		expect(onRename).not.toHaveBeenCalled();
	});

	it("calls onSelect when an item is clicked", async () => {
		const user = userEvent.setup();
		const onRename = vi.fn();
		render(<Example onRename={onRename} />);
		await user.click(screen.getByRole("button", { name: "Options" }));
		await user.click(screen.getByRole("menuitem", { name: "Rename" }));
		expect(onRename).toHaveBeenCalledOnce();
		expect(screen.queryByRole("menu")).toBeNull();
	});
});
