// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchHandsOnPage } from "./hands-on-page.ts";

const hands = watchHandsOnPage();
afterEach(() => hands.whenFree(() => {}));

const pointer = (type: string, pointerId: number) =>
	window.dispatchEvent(Object.assign(new Event(type), { pointerId }) as Event);
const touch = (type: string, fingers: number) =>
	window.dispatchEvent(Object.assign(new Event(type), { touches: { length: fingers } }) as Event);

describe("watchHandsOnPage", () => {
	it("runs at once when nothing presses the page", () => {
		const run = vi.fn();
		hands.whenFree(run);
		expect(run).toHaveBeenCalledTimes(1);
	});

	it("waits while a mouse button is held, and runs once it is released", () => {
		const run = vi.fn();
		pointer("pointerdown", 1);
		hands.whenFree(run);
		expect(run).not.toHaveBeenCalled();
		pointer("pointerup", 1);
		expect(run).toHaveBeenCalledTimes(1);
		pointer("pointerup", 1);
		expect(run).toHaveBeenCalledTimes(1);
	});

	it("waits while a finger stays on the screen, even after the browser cancelled its pointer", () => {
		const run = vi.fn();
		pointer("pointerdown", 7);
		touch("touchstart", 1);
		hands.whenFree(run);
		pointer("pointercancel", 7);
		expect(run).not.toHaveBeenCalled();
		touch("touchend", 0);
		expect(run).toHaveBeenCalledTimes(1);
	});

	it("runs nothing once stopped", () => {
		const stopped = watchHandsOnPage();
		const run = vi.fn();
		pointer("pointerdown", 3);
		stopped.whenFree(run);
		stopped.stop();
		pointer("pointerup", 3);
		expect(run).not.toHaveBeenCalled();
	});
});
