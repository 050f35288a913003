import { clientBuildVersion } from "./client-build.ts";
import { pageReloader } from "./page-reloader.ts";
import { readSessionFlag, writeSessionFlag } from "./session-flag.ts";

// The build this tab last reloaded for. A tab that reloads and still gets the old client (a rolling deploy, where the
// reload reached an instance not yet updated) does not reload for that build again: its next navigation catches up.
const RELOADED_FOR_KEY = "quadrant-reloaded-for-build";

/**
 * The server serves client build `version` (the live stream's `build` event, or a response's build header). When it
 * is not the build this page runs, the page reloads within NEW_BUILD_RELOAD_WINDOW_MS, at a moment that loses
 * nothing. In development Vite replaces modules in place, so nothing reloads.
 */
export function reportServerBuild(version: string): void {
	if (import.meta.env.DEV) return;
	const own = clientBuildVersion();
	if (!own || !version || version === own || readSessionFlag(RELOADED_FOR_KEY) === version) return;
	writeSessionFlag(RELOADED_FOR_KEY, version);
	pageReloader().withinWindow();
}
