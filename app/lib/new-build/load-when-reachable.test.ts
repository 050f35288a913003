// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWhenReachable } from "./load-when-reachable.ts";

const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/live-1.js"));

describe("code loaded without anyone asking, when it cannot be fetched", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("is asked for again as soon as the browser is back online, and handed over once", async () => {
		const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue("code");
		const onLoaded = vi.fn();
		loadWhenReachable(load, onLoaded);
		await vi.advanceTimersByTimeAsync(0);
		expect(onLoaded).not.toHaveBeenCalled();

		window.dispatchEvent(new Event("online"));
		await vi.advanceTimersByTimeAsync(0);
		expect(onLoaded).toHaveBeenCalledExactlyOnceWith("code");
		// Neither the timer nor another "online" asks again once it is here.
		window.dispatchEvent(new Event("online"));
		await vi.advanceTimersByTimeAsync(60_000);
		expect(load).toHaveBeenCalledTimes(2);
	});

	it("is asked for again every few seconds, for a server that restarts while the browser stays online", async () => {
		const load = vi.fn().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue("code");
		const onLoaded = vi.fn();
		loadWhenReachable(load, onLoaded);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(load).toHaveBeenCalledTimes(2);
		expect(onLoaded).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(5_000);
		expect(onLoaded).toHaveBeenCalledExactlyOnceWith("code");
	});

	it("is no longer asked for, nor handed over, once the page has left", async () => {
		let finish: (value: string) => void = () => {};
		const load = vi
			.fn()
			.mockImplementationOnce(offline)
			.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
		const onLoaded = vi.fn();
		const stop = loadWhenReachable(load, onLoaded);
		await vi.advanceTimersByTimeAsync(5_000);
		stop();
		finish("code");
		window.dispatchEvent(new Event("online"));
		await vi.advanceTimersByTimeAsync(60_000);
		expect(load).toHaveBeenCalledTimes(2);
		expect(onLoaded).not.toHaveBeenCalled();
	});

	it("is not asked for again when it loaded but failed for another reason (a fault in the code, not the network)", async () => {
		const fault = new TypeError("Cannot read properties of undefined");
		const load = vi.fn().mockRejectedValue(fault);
		const unhandled = vi.fn();
		process.on("unhandledRejection", unhandled);
		try {
			loadWhenReachable(load, vi.fn());
			await vi.advanceTimersByTimeAsync(60_000);
			expect(load).toHaveBeenCalledTimes(1);
			expect(unhandled).toHaveBeenCalledWith(fault, expect.anything());
		} finally {
			process.off("unhandledRejection", unhandled);
		}
	});
});
