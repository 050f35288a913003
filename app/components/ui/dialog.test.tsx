// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "./dialog.tsx";

afterEach(() => {
	cleanup();
});

function Example({ description }: { description?: string }) {
	return (
		<Dialog>
			<DialogTrigger asChild>
				<Button>Edit task</Button>
			</DialogTrigger>
			<DialogContent title="Edit task" description={description} closeLabel="Close">
				<label>
					Name
					<input />
				</label>
			</DialogContent>
		</Dialog>
	);
}

describe("Dialog", () => {
	it("opens from its trigger as a dialog named by its title, and Escape closes it", async () => {
		const user = userEvent.setup();
		render(<Example />);
		expect(screen.queryByRole("dialog")).toBeNull();

		const trigger = screen.getByRole("button", { name: "Edit task" });
		await user.click(trigger);
		const dialog = screen.getByRole("dialog", { name: "Edit task" });
		expect(dialog.hasAttribute("aria-describedby")).toBe(false);
		expect(dialog.contains(document.activeElement)).toBe(true);

		await user.keyboard("{Escape}");
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.activeElement).toBe(trigger);
	});

	it("links its description and closes from the labelled close button", async () => {
		const user = userEvent.setup();
		render(<Example description="Change the name or the quadrant." />);
		const trigger = screen.getByRole("button", { name: "Edit task" });
		await user.click(trigger);

		const dialog = screen.getByRole("dialog", { name: "Edit task" });
		const describedBy = dialog.getAttribute("aria-describedby");
		expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Change the name or the quadrant.");

		await user.click(screen.getByRole("button", { name: "Close" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.activeElement).toBe(trigger);
	});

	it("keeps Tab focus inside the dialog", async () => {
		const user = userEvent.setup();
		render(<Example />);
		await user.click(screen.getByRole("button", { name: "Edit task" }));
		const dialog = screen.getByRole("dialog");
		for (let i = 0; i < 4; i++) {
			await user.tab();
			expect(dialog.contains(document.activeElement)).toBe(true);
		}
	});
});
