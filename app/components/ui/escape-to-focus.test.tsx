// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./alert-dialog.tsx";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";
import { MenuItem, MenuOpenedOnDemand } from "./dropdown-menu.tsx";
import { ToastProvider, useToast } from "./toast.tsx";

afterEach(cleanup);

const TOAST = { title: "Moved to Schedule it", actionLabel: "Undo", onAction: () => {}, closeLabel: "Dismiss" };

/** A menu whose item shows a toast and keeps the menu open: the toast is newer than the menu. */
function MenuThatToasts() {
	const toast = useToast();
	return (
		<MenuOpenedOnDemand trigger={{ "aria-label": "View options", children: "View" }}>
			<MenuItem
				onSelect={(event) => {
					event.preventDefault();
					toast.show(TOAST);
				}}
			>
				Hide completed
			</MenuItem>
		</MenuOpenedOnDemand>
	);
}

function DialogThatToasts({ confirm }: { confirm: boolean }) {
	const toast = useToast();
	const [isOpen, setOpen] = useState(true);
	const showToast = <Button onClick={() => toast.show(TOAST)}>Save</Button>;
	if (confirm)
		return (
			<ConfirmDialog
				open={isOpen}
				onOpenChange={setOpen}
				title="Delete all?"
				description="Four tasks"
				confirmLabel="Delete"
				cancelLabel="Cancel"
				onConfirm={() => {}}
			>
				{showToast}
			</ConfirmDialog>
		);
	return (
		<Dialog open={isOpen} onOpenChange={setOpen}>
			<DialogContent title="Edit task" closeLabel="Close">
				{showToast}
			</DialogContent>
		</Dialog>
	);
}

function PageThatToasts() {
	const toast = useToast();
	return <Button onClick={() => toast.show(TOAST)}>Delete</Button>;
}

const withToasts = (ui: React.ReactNode) => render(<ToastProvider label="Notifications">{ui}</ToastProvider>);

/** The toasts shown (a modal layer hides the rest of the page from the accessibility tree, toasts included). */
const toastCount = () => {
	const region = screen.queryByRole("region", { name: "Notifications", hidden: true });
	return region ? within(region).queryAllByRole("listitem", { hidden: true }).length : 0;
};
const toastShown = () => vi.waitFor(() => expect(toastCount()).toBe(1), { timeout: 3000 });

describe("Escape while a toast newer than the open layer shows", () => {
	it("closes the menu that has the focus and leaves the toast", async () => {
		const user = userEvent.setup();
		withToasts(<MenuThatToasts />);
		expect(screen.getByRole("menu")).toBeTruthy();
		await user.click(screen.getByRole("menuitem", { name: "Hide completed" }));
		await toastShown();
		expect(toastCount()).toBe(1);

		await user.keyboard("{Escape}");
		expect(screen.queryByRole("menu")).toBeNull();
		expect(toastCount()).toBe(1);
		expect(document.activeElement).toBe(screen.getByRole("button", { name: "View options" }));
	});

	for (const confirm of [false, true]) {
		it(`closes the ${confirm ? "confirmation" : "dialog"} that has the focus and leaves the toast`, async () => {
			const user = userEvent.setup();
			withToasts(<DialogThatToasts confirm={confirm} />);
			await user.click(screen.getByRole("button", { name: "Save" }));
			await toastShown();

			await user.keyboard("{Escape}");
			expect(screen.queryByRole(confirm ? "alertdialog" : "dialog")).toBeNull();
			expect(toastCount()).toBe(1);
		});
	}

	it("still closes the toast when the focus is in no menu or dialog", async () => {
		const user = userEvent.setup();
		withToasts(<PageThatToasts />);
		await user.click(screen.getByRole("button", { name: "Delete" }));
		await toastShown();
		await user.keyboard("{Escape}");
		await vi.waitFor(() => expect(toastCount()).toBe(0));
	});
});
