import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsLeft, startQuoteCountdown } from "./quote-countdown.ts";

beforeEach(() => {
	vi.useFakeTimers({ now: new Date(2026, 10, 23, 9) });
});

afterEach(() => {
	vi.useRealTimers();
});

function start() {
	const ticks: number[] = [];
	const onEnd = vi.fn();
	const stop = startQuoteCountdown({ onTick: (seconds) => ticks.push(seconds), onEnd });
	return { ticks, onEnd, stop };
}

describe("the quote's countdown", () => {
	it("counts 20 seconds down, one a second, and hides at 20 000 ms, not before", () => {
		const { ticks, onEnd } = start();
		expect(ticks).toEqual([20]);
		vi.advanceTimersByTime(10_000);
		expect(ticks.at(-1)).toBe(10);
		vi.advanceTimersByTime(9999);
		expect(ticks.at(-1)).toBe(1);
		expect(onEnd).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(onEnd).toHaveBeenCalledOnce();
		expect(ticks).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
		vi.advanceTimersByTime(60_000);
		expect(onEnd).toHaveBeenCalledOnce();
		expect(ticks).toHaveLength(20);
	});

	it("stops at once when dismissed", () => {
		const { ticks, onEnd, stop } = start();
		vi.advanceTimersByTime(3000);
		stop();
		vi.advanceTimersByTime(60_000);
		expect(onEnd).not.toHaveBeenCalled();
		expect(ticks).toEqual([20, 19, 18, 17]);
	});

	it("reads the seconds from the clock, so a late tick still shows the true time left", () => {
		expect(secondsLeft(0)).toBe(20);
		expect(secondsLeft(1)).toBe(20);
		expect(secondsLeft(1000)).toBe(19);
		expect(secondsLeft(19_999)).toBe(1);
		expect(secondsLeft(20_000)).toBe(0);
		expect(secondsLeft(25_000)).toBe(0);
	});
});
