// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button.tsx";
import { Tooltip } from "./tooltip.tsx";

afterEach(() => {
	cleanup();
});

describe("Tooltip", () => {
	it("shows its content when the trigger gets keyboard focus and hides it on Escape", async () => {
		const user = userEvent.setup();
		render(
			<Tooltip content="Sort tasks by due date">
				<Button>Sort</Button>
			</Tooltip>,
		);
		expect(screen.queryByRole("tooltip")).toBeNull();

		await user.tab();
		const trigger = screen.getByRole("button", { name: "Sort" });
		expect(document.activeElement).toBe(trigger);
		const tooltip = await screen.findByRole("tooltip");
		expect(tooltip.textContent).toBe("Sort tasks by due date");
		expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);

		await user.keyboard("{Escape}");
		expect(screen.queryByRole("tooltip")).toBeNull();
	});
});
