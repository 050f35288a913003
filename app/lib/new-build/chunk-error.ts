import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import { clientBuildVersion } from "./client-build.ts";
import { pageReloader } from "./page-reloader.ts";
import { readSessionFlag, writeSessionFlag } from "./session-flag.ts";

// The client build whose chunk failed and made this tab reload; the same build failing again shows the error.
const RELOADED_BUILD_KEY = "quadrant-chunk-reload";
// React Router's route-discovery endpoint (its default path, which react-router.config.ts keeps): the cheapest answer
// that carries the server's build header, and runs no loader.
const MANIFEST_PATH = "/__manifest";
// How often a page whose chunk failed for want of a network asks again, besides the browser's "online" event (which
// a server that was only restarting never fires).
export const REACHABLE_CHECK_MS = 5000;

// What Chromium, Firefox and Safari say when a module script fails to load, and Vite when a chunk's CSS does.
const CHUNK_LOAD_FAILURE =
	/Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the error of a code chunk that could not be loaded (after a deploy: its file is gone). */
export function isChunkLoadError(error: unknown): boolean {
	return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * What follows a chunk that failed to load: the page reloads (into a new build), the server cannot be reached (the
 * chunk failed for want of a network), or the build served is this one and its chunk still fails (an error).
 */
export type ChunkErrorOutcome = "reloading" | "unreachable" | "broken";

let outcome: Promise<ChunkErrorOutcome> | undefined;

/**
 * A code chunk failed to load. When the server now serves another client build (a deploy replaced this page's files),
 * the page reloads at the first moment that loses nothing, once per build and tab (a build that cannot load its own
 * chunks would otherwise reload forever). A server out of reach (offline, restarting) is no reason to reload yet:
 * `reloadWhenReachable` waits for it.
 */
export function reloadAfterChunkError(): Promise<ChunkErrorOutcome> {
	const build = clientBuildVersion();
	if (!build) return Promise.resolve("broken");
	outcome ??= servedBuild(build).then((served) => {
		// A reload for a new build the page learned of otherwise (its stream, an answer's header) began meanwhile; it
		// also cuts short the question asked here. The page is leaving for the new build: no error page on the way.
		if (pageReloader().isReloading()) return "reloading";
		if (served === undefined) {
			outcome = undefined;
			return "unreachable";
		}
		if (served === build || readSessionFlag(RELOADED_BUILD_KEY) === build) {
			outcome = undefined;
			return "broken";
		}
		writeSessionFlag(RELOADED_BUILD_KEY, build);
		pageReloader().soon();
		return "reloading";
	});
	return outcome;
}

/**
 * After a chunk failed offline: reloads the page once the server answers again (back online), whatever build it
 * serves, since the chunk's own failure said nothing about the build. Answers how to stop waiting.
 */
export function reloadWhenReachable(): () => void {
	let isWaiting = true;
	let isAsking = false;
	const ask = async () => {
		if (!isWaiting || isAsking) return;
		isAsking = true;
		const served = await servedBuild(clientBuildVersion() ?? "");
		isAsking = false;
		if (!isWaiting || served === undefined) return;
		stop();
		pageReloader().soon();
	};
	const onOnline = () => void ask();
	const timer = setInterval(onOnline, REACHABLE_CHECK_MS);
	window.addEventListener("online", onOnline);
	function stop() {
		isWaiting = false;
		clearInterval(timer);
		window.removeEventListener("online", onOnline);
	}
	return stop;
}

/**
 * The client build the server serves now (`own` when it does not say), or undefined when it cannot be reached. Asked
 * of the server itself, never of a copy: React Router's answers for the build's own version are cached for a year, and
 * offline the worker makes one up from the routes it keeps (public/sw.js). Both would name this build as if the server
 * had, and a chunk that failed offline would show the error page. So the request is not stored, and names no build's
 * version: the worker does not answer it, and the server answers it at once (204, nothing matched) with its header.
 */
async function servedBuild(own: string): Promise<string | undefined> {
	try {
		const response = await fetch(`${MANIFEST_PATH}?version=`, { cache: "no-store" });
		return response.headers.get(BUILD_VERSION_HEADER) ?? own;
	} catch {
		return undefined;
	}
}

/** Vite reports a failed dynamic import (or the preload of its files) as `vite:preloadError` on the window. */
export function reloadOnPreloadErrors(): void {
	window.addEventListener("vite:preloadError", () => {
		void reloadAfterChunkError();
	});
}
