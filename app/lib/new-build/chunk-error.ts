import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import { clientBuildVersion } from "./client-build.ts";
import { pageReloader } from "./page-reloader.ts";
import { readSessionFlag, writeSessionFlag } from "./session-flag.ts";

// The client build whose chunk failed and made this tab reload; the same build failing again shows the error.
const RELOADED_BUILD_KEY = "quadrant-chunk-reload";
// React Router's route-discovery endpoint (its default path, which react-router.config.ts keeps): the cheapest answer
// that carries the server's build header, and runs no loader.
const MANIFEST_PATH = "/__manifest";

// What Chromium, Firefox and Safari say when a module script fails to load, and Vite when a chunk's CSS does.
const CHUNK_LOAD_FAILURE =
	/Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the error of a code chunk that could not be loaded (after a deploy: its file is gone). */
export function isChunkLoadError(error: unknown): boolean {
	return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

let outcome: Promise<boolean> | undefined;

/**
 * A code chunk failed to load. When the server now serves another client build (a deploy replaced this page's files),
 * the page reloads at the first moment that loses nothing, once per build and tab (a build that cannot load its own
 * chunks would otherwise reload forever), and this resolves true. A network failure (offline, a server restarting)
 * is no reason to reload: false, and the error stands.
 */
export function reloadAfterChunkError(): Promise<boolean> {
	outcome ??= isNewBuildServed().then((isNew) => {
		// A reload for a new build the page learned of otherwise (its stream, an answer's header) began meanwhile; it
		// also cuts short the question asked here. The page is leaving for the new build: no error page on the way.
		if (pageReloader().isReloading()) return true;
		const build = clientBuildVersion() ?? "unknown";
		if (!isNew || readSessionFlag(RELOADED_BUILD_KEY) === build) {
			outcome = undefined;
			return false;
		}
		writeSessionFlag(RELOADED_BUILD_KEY, build);
		pageReloader().soon();
		return true;
	});
	return outcome;
}

async function isNewBuildServed(): Promise<boolean> {
	const own = clientBuildVersion();
	if (!own) return false;
	try {
		const response = await fetch(`${MANIFEST_PATH}?${new URLSearchParams({ paths: "/", version: own })}`);
		const served = response.headers.get(BUILD_VERSION_HEADER);
		return served !== null && served !== own;
	} catch {
		return false;
	}
}

/** Vite reports a failed dynamic import (or the preload of its files) as `vite:preloadError` on the window. */
export function reloadOnPreloadErrors(): void {
	window.addEventListener("vite:preloadError", () => {
		void reloadAfterChunkError();
	});
}
