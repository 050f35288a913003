import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoldCount } from "#app/lib/hold-count.ts";
import { createSafeReload } from "./safe-reload.ts";

const WINDOW_MS = 10_000;

function setup({ random = (): number => 0.5 }: { random?: () => number } = {}) {
	const blockers = createHoldCount();
	const hidden = new Set<() => void>();
	const reload = vi.fn();
	const reloader = createSafeReload({
		windowMs: WINDOW_MS,
		isSafe: () => !blockers.isHeld(),
		onMaybeSafe: blockers.onReleased,
		onHidden: (listener) => {
			hidden.add(listener);
			return () => hidden.delete(listener);
		},
		reload,
		random,
	});
	const hide = () => {
		for (const listener of [...hidden]) listener();
	};
	return { blockers, reload, reloader, hide, hidden };
}

describe("reloading for a new build", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("reloads once within the window when nothing holds the page, whatever the random draw", () => {
		for (const draw of [0, 0.5, 0.999]) {
			const { reload, reloader } = setup({ random: () => draw });
			reloader.withinWindow();
			reloader.withinWindow();
			vi.advanceTimersByTime(WINDOW_MS);
			expect(reload).toHaveBeenCalledTimes(1);
		}
	});

	it("spreads the reloads of many tabs over the window instead of reloading them all at once", () => {
		const { reload, reloader } = setup({ random: () => 0.5 });
		reloader.withinWindow();
		vi.advanceTimersByTime(WINDOW_MS * 0.3);
		expect(reload).not.toHaveBeenCalled();
		vi.advanceTimersByTime(WINDOW_MS * 0.2);
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it("waits past the window while an editor holds unsaved input, and reloads as soon as it is let go", () => {
		const { blockers, reload, reloader } = setup();
		const releaseEditor = blockers.hold();
		reloader.withinWindow();
		vi.advanceTimersByTime(WINDOW_MS * 10);
		expect(reload).not.toHaveBeenCalled();
		releaseEditor();
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it("waits for every change in flight to be answered", () => {
		const { blockers, reload, reloader } = setup();
		const releaseFirst = blockers.hold();
		const releaseSecond = blockers.hold();
		reloader.withinWindow();
		vi.advanceTimersByTime(WINDOW_MS);
		releaseFirst();
		expect(reload).not.toHaveBeenCalled();
		releaseSecond();
		expect(reload).toHaveBeenCalledTimes(1);
		blockers.hold()();
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it("does not reload before its moment when an editor closes early", () => {
		const { blockers, reload, reloader } = setup({ random: () => 0.9 });
		const releaseEditor = blockers.hold();
		reloader.withinWindow();
		vi.advanceTimersByTime(1000);
		releaseEditor();
		expect(reload).not.toHaveBeenCalled();
		vi.advanceTimersByTime(WINDOW_MS);
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it("reloads at once when the tab is hidden, unless that would lose something", () => {
		const first = setup({ random: () => 0.9 });
		first.reloader.withinWindow();
		first.hide();
		expect(first.reload).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(WINDOW_MS);
		expect(first.reload).toHaveBeenCalledTimes(1);
		expect(first.hidden.size).toBe(0);

		const second = setup({ random: () => 0.9 });
		const releaseChange = second.blockers.hold();
		second.reloader.withinWindow();
		second.hide();
		expect(second.reload).not.toHaveBeenCalled();
		releaseChange();
		expect(second.reload).toHaveBeenCalledTimes(1);
	});

	it("reloads at the first safe moment when asked to reload soon (a code chunk failed to load)", () => {
		const { blockers, reload, reloader } = setup();
		const releaseChange = blockers.hold();
		reloader.soon();
		expect(reload).not.toHaveBeenCalled();
		releaseChange();
		expect(reload).toHaveBeenCalledTimes(1);

		const idle = setup();
		idle.reloader.soon();
		expect(idle.reload).toHaveBeenCalledTimes(1);
	});
});
