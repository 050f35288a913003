// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Trash2 } from "lucide-react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, IconButton } from "./button.tsx";

afterEach(() => {
	cleanup();
});

describe("Button", () => {
	it("is a non-submitting button by default and forwards props and ref", async () => {
		const onClick = vi.fn();
		const ref = createRef<HTMLButtonElement>();
		render(
			<Button ref={ref} onClick={onClick} variant="danger" size="sm" className="extra">
				Delete
			</Button>,
		);
		const button = screen.getByRole("button", { name: "Delete" });
		expect(button.getAttribute("type")).toBe("button");
		expect(button.className).toContain("bg-danger");
		expect(button.className).toContain("extra");
		expect(ref.current).toBe(button);
		await userEvent.click(button);
		expect(onClick).toHaveBeenCalledOnce();
	});

	it("keeps an explicit type", () => {
		render(<Button type="submit">Save</Button>);
		expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("submit");
	});

	it("does not fire when disabled", async () => {
		const onClick = vi.fn();
		render(
			<Button disabled onClick={onClick}>
				Save
			</Button>,
		);
		await userEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(onClick).not.toHaveBeenCalled();
	});
});

describe("IconButton", () => {
	it("takes its accessible name from label and hides the icon", async () => {
		const onClick = vi.fn();
		render(
			<IconButton label="Delete task" onClick={onClick}>
				<Trash2 />
			</IconButton>,
		);
		const button = screen.getByRole("button", { name: "Delete task" });
		expect(button.getAttribute("type")).toBe("button");
		expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
		await userEvent.click(button);
		expect(onClick).toHaveBeenCalledOnce();
	});
});
