// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasUnsavedInput, onUnsavedInputReleased, useUnsavedInput } from "./unsaved-input.ts";

let setTitle: (title: string) => void = () => {};

function Editor({ initial }: { initial: string }) {
	const [title, set] = useState(initial);
	setTitle = set;
	useUnsavedInput(title);
	return null;
}

describe("unsaved input", () => {
	afterEach(cleanup);

	it("is held from the first edit until the value is back to what the editor opened with, or the editor closes", () => {
		const released = vi.fn();
		const unsubscribe = onUnsavedInputReleased(released);
		const { unmount } = render(<Editor initial="Buy milk" />);
		expect(hasUnsavedInput()).toBe(false);

		act(() => setTitle("Buy oat milk"));
		expect(hasUnsavedInput()).toBe(true);
		act(() => setTitle("Buy milk"));
		expect(hasUnsavedInput()).toBe(false);
		expect(released).toHaveBeenCalledTimes(1);

		act(() => setTitle("Buy bread"));
		expect(hasUnsavedInput()).toBe(true);
		unmount();
		expect(hasUnsavedInput()).toBe(false);
		expect(released).toHaveBeenCalledTimes(2);
		unsubscribe();
	});

	it("stays held while any of two editors holds input", () => {
		const first = render(<Editor initial="" />);
		act(() => setTitle("draft"));
		const second = render(<Editor initial="" />);
		act(() => setTitle("other draft"));
		first.unmount();
		expect(hasUnsavedInput()).toBe(true);
		second.unmount();
		expect(hasUnsavedInput()).toBe(false);
	});
});
