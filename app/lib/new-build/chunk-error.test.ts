// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const soon = vi.fn();
const isReloading = vi.fn(() => false);
vi.mock("./page-reloader.ts", () => ({ pageReloader: () => ({ soon, withinWindow: vi.fn(), isReloading }) }));

const freshModule = async () => {
	vi.resetModules();
	return import("./chunk-error.ts");
};
const servedBuild = (version: string) =>
	vi.stubGlobal(
		"fetch",
		vi.fn().mockResolvedValue(new Response(null, { status: 204, headers: { "x-build-version": version } })),
	);

describe("a code chunk that fails to load", () => {
	beforeEach(() => {
		window.__reactRouterManifest = { version: "build-a", routes: {} };
		sessionStorage.clear();
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
		soon.mockReset();
		isReloading.mockReset().mockReturnValue(false);
	});

	it("is told from other errors by the browsers' messages", async () => {
		const { isChunkLoadError } = await freshModule();
		expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x-1.js"))).toBe(true);
		expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x-1.js"))).toBe(true);
		expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
		expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x-1.css"))).toBe(true);
		expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
		expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
	});

	it("reloads once per build when the server serves a new one, asking it once however many chunks fail", async () => {
		servedBuild("build-b");
		const { reloadAfterChunkError } = await freshModule();
		expect(await Promise.all([reloadAfterChunkError(), reloadAfterChunkError()])).toEqual(["reloading", "reloading"]);
		expect(fetch).toHaveBeenCalledTimes(1);
		// Of the server itself: not of the browser's cache, and not in a form the worker answers offline (public/sw.js).
		expect(vi.mocked(fetch).mock.calls[0]).toEqual(["/__manifest?version=", { cache: "no-store" }]);
		expect(soon).toHaveBeenCalledTimes(1);

		// The reload brought the same build back (its chunk still fails): the error stands instead of a loop.
		const again = await freshModule();
		expect(await again.reloadAfterChunkError()).toBe("broken");
		expect(soon).toHaveBeenCalledTimes(1);
	});

	it("shows the error when the server still serves this build, whose chunk failed all the same", async () => {
		servedBuild("build-a");
		expect(await (await freshModule()).reloadAfterChunkError()).toBe("broken");
		expect(soon).not.toHaveBeenCalled();
	});

	it("waits for the server when it cannot be reached, then reloads once it answers, whatever build it serves", async () => {
		vi.useFakeTimers();
		vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
		const { reloadAfterChunkError, reloadWhenReachable } = await freshModule();
		expect(await reloadAfterChunkError()).toBe("unreachable");
		expect(soon).not.toHaveBeenCalled();

		const stop = reloadWhenReachable();
		window.dispatchEvent(new Event("online"));
		await vi.advanceTimersByTimeAsync(5000);
		expect(fetch).toHaveBeenCalledTimes(3);
		expect(soon).not.toHaveBeenCalled();

		// Back online, on the same build: the chunk failed for want of a network, so the page loads it again.
		servedBuild("build-a");
		await vi.advanceTimersByTimeAsync(5000);
		expect(soon).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(20_000);
		window.dispatchEvent(new Event("online"));
		expect(soon).toHaveBeenCalledTimes(1);
		expect(fetch).toHaveBeenCalledTimes(1);
		stop();
	});

	it("stops waiting for the server when told to", async () => {
		vi.useFakeTimers();
		servedBuild("build-b");
		const stop = (await freshModule()).reloadWhenReachable();
		stop();
		window.dispatchEvent(new Event("online"));
		await vi.advanceTimersByTimeAsync(20_000);
		expect(fetch).not.toHaveBeenCalled();
		expect(soon).not.toHaveBeenCalled();
	});

	it("shows no error page when the page began reloading into a new build while the server was asked", async () => {
		// The reload the stream's news of the build scheduled starts, and the page's unload cuts the question short.
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => {
				isReloading.mockReturnValue(true);
				throw new TypeError("Failed to fetch");
			}),
		);
		expect(await (await freshModule()).reloadAfterChunkError()).toBe("reloading");
		expect(soon).not.toHaveBeenCalled();
	});
});
