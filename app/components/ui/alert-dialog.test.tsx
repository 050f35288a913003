// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./alert-dialog.tsx";
import { Button } from "./button.tsx";

afterEach(() => {
	cleanup();
});

function Controlled({ onConfirm }: { onConfirm: () => void }) {
	const [open, setOpen] = useState(true);
	return (
		<ConfirmDialog
			open={open}
			onOpenChange={setOpen}
			title="Delete task?"
			description="This cannot be undone."
			confirmLabel="Delete"
			cancelLabel="Cancel"
			onConfirm={onConfirm}
			isDestructive
		/>
	);
}

describe("ConfirmDialog", () => {
	it("is an alertdialog named by its title and described by its description", () => {
		render(<Controlled onConfirm={() => {}} />);
		const dialog = screen.getByRole("alertdialog", { name: "Delete task?" });
		const describedBy = dialog.getAttribute("aria-describedby");
		expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("This cannot be undone.");
		expect(screen.getByRole("button", { name: "Delete" }).className).toContain("bg-danger");
	});

	it("focuses Cancel first, and cancelling closes without confirming", async () => {
		const user = userEvent.setup();
		const onConfirm = vi.fn();
		render(<Controlled onConfirm={onConfirm} />);
		const cancel = screen.getByRole("button", { name: "Cancel" });
		expect(document.activeElement).toBe(cancel);
		await user.click(cancel);
		expect(onConfirm).not.toHaveBeenCalled();
		expect(screen.queryByRole("alertdialog")).toBeNull();
	});

	it("calls onConfirm once and closes on confirm", async () => {
		const user = userEvent.setup();
		const onConfirm = vi.fn();
		render(<Controlled onConfirm={onConfirm} />);
		await user.click(screen.getByRole("button", { name: "Delete" }));
		expect(onConfirm).toHaveBeenCalledOnce();
		expect(screen.queryByRole("alertdialog")).toBeNull();
	});

	it("shows extra content between the description and the buttons", () => {
		render(
			<ConfirmDialog
				open
				title="Delete board?"
				description="Its tasks move to the default board."
				confirmLabel="Delete"
				cancelLabel="Cancel"
				onConfirm={() => {}}
			>
				<label>
					<input type="checkbox" /> Delete its tasks too
				</label>
			</ConfirmDialog>,
		);
		expect(
			screen.getByRole("alertdialog").contains(screen.getByRole("checkbox", { name: "Delete its tasks too" })),
		).toBe(true);
	});

	it("opens from a trigger when uncontrolled, Escape cancels and focus returns", async () => {
		const user = userEvent.setup();
		const onConfirm = vi.fn();
		render(
			<ConfirmDialog
				trigger={<Button>Clear completed</Button>}
				title="Clear completed tasks?"
				description="They are removed for good."
				confirmLabel="Clear"
				cancelLabel="Keep"
				onConfirm={onConfirm}
			/>,
		);
		const trigger = screen.getByRole("button", { name: "Clear completed" });
		await user.click(trigger);
		expect(screen.getByRole("alertdialog", { name: "Clear completed tasks?" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "Clear" }).className).toContain("bg-primary");
		await user.keyboard("{Escape}");
		expect(screen.queryByRole("alertdialog")).toBeNull();
		expect(onConfirm).not.toHaveBeenCalled();
		expect(document.activeElement).toBe(trigger);
	});
});
