// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { ToastProvider, useToast } from "./toast.tsx";
import type { ToastOptions } from "./toast-entry.ts";

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

function ShowButton({ options, label = "Show" }: { options: ToastOptions; label?: string }) {
	const toast = useToast();
	return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

function Orphan() {
	useToast();
	return null;
}

function renderWithToast(options: ToastOptions) {
	return render(
		<ToastProvider label="Notifications" itemLabel="Notification">
			<ShowButton options={options} />
		</ToastProvider>,
	);
}

// Each toast is a list item of the labelled viewport region; Radix announces it separately via a hidden status.
// The region's code loads with the first toast, so before that there is no region and no toast.
function toasts() {
	const region = screen.queryByRole("region", { name: "Notifications" });
	return region ? within(region).queryAllByRole("listitem") : [];
}

async function toastsOnceShown(count: number) {
	await vi.waitFor(() => expect(toasts()).toHaveLength(count), { timeout: 5000 });
	return toasts();
}

describe("toast", () => {
	it("shows title and description in a labelled region, and the action calls onAction and closes it", async () => {
		const user = userEvent.setup();
		const onAction = vi.fn();
		renderWithToast({
			title: "Task deleted",
			description: "Groceries",
			actionLabel: "Undo",
			onAction,
			closeLabel: "Dismiss",
		});
		expect(toasts()).toHaveLength(0);

		await user.click(screen.getByRole("button", { name: "Show" }));
		const [toast] = await toastsOnceShown(1);
		expect(toast?.textContent).toContain("Task deleted");
		expect(toast?.textContent).toContain("Groceries");
		await vi.waitFor(() => expect(screen.getByRole("status").textContent).toContain("Notification Task deleted"));

		await user.click(within(toast as HTMLElement).getByRole("button", { name: "Undo" }));
		expect(onAction).toHaveBeenCalledOnce();
		expect(toasts()).toHaveLength(0);
	});

	it("closes from the labelled close button without calling onAction", async () => {
		const user = userEvent.setup();
		const onAction = vi.fn();
		renderWithToast({ title: "Saved", actionLabel: "Undo", onAction, closeLabel: "Dismiss", tone: "success" });
		await user.click(screen.getByRole("button", { name: "Show" }));
		expect((await toastsOnceShown(1))[0]?.getAttribute("data-tone")).toBe("success");

		await user.click(screen.getByRole("button", { name: "Dismiss" }));
		expect(toasts()).toHaveLength(0);
		expect(onAction).not.toHaveBeenCalled();
	});

	it("stacks several toasts and closes each after its duration", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
		render(
			<ToastProvider label="Notifications">
				{/* Durations far beyond the real time a loaded machine takes to show both (the clock also runs for real). */}
				<ShowButton options={{ title: "Short", durationMs: 20_000, closeLabel: "Dismiss" }} />
				<ShowButton
					label="Show error"
					options={{ title: "Failed to save", tone: "error", durationMs: 60_000, closeLabel: "Dismiss" }}
				/>
			</ToastProvider>,
		);
		await user.click(screen.getByRole("button", { name: "Show" }));
		await user.click(screen.getByRole("button", { name: "Show error" }));
		await toastsOnceShown(2);

		await vi.advanceTimersByTimeAsync(25_000);
		expect(toasts()).toHaveLength(1);
		expect(toasts()[0]?.textContent).toContain("Failed to save");
		expect(toasts()[0]?.getAttribute("data-tone")).toBe("error");

		// Past its 60 s: closed within a few seconds more. One CI run on a machine loaded far beyond the usual found it
		// still open right at 65 s, so the clock moves on in steps of a second, for ten seconds at most.
		await vi.advanceTimersByTimeAsync(40_000);
		for (let second = 0; second < 10 && toasts().length > 0; second++) await vi.advanceTimersByTimeAsync(1_000);
		expect(toasts()).toHaveLength(0);
	});

	it("throws a clear error outside the provider", () => {
		expect(() => render(<Orphan />)).toThrow("useToast must be used inside <ToastProvider>");
	});
});
