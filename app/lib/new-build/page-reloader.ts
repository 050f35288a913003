import { hasChangesInFlight, onChangesSettled } from "#app/lib/changes-in-flight.ts";
import { hasUnsavedInput, onUnsavedInputReleased } from "#app/lib/unsaved-input.ts";
import { NEW_BUILD_RELOAD_WINDOW_MS } from "#core/constants.ts";
import { createSafeReload, type SafeReload } from "./safe-reload.ts";

let reloader: SafeReload | undefined;

/** The page's one reloader: it waits while an API change is in flight or an editor holds unsaved input. */
export function pageReloader(): SafeReload {
	reloader ??= createSafeReload({
		windowMs: NEW_BUILD_RELOAD_WINDOW_MS,
		isSafe: () => !hasChangesInFlight() && !hasUnsavedInput(),
		onMaybeSafe: (listener) => {
			const unsubscribes = [onChangesSettled(listener), onUnsavedInputReleased(listener)];
			return () => {
				for (const unsubscribe of unsubscribes) unsubscribe();
			};
		},
		onHidden: (listener) => {
			const onChange = () => {
				if (document.visibilityState === "hidden") listener();
			};
			document.addEventListener("visibilitychange", onChange);
			// A tab already in the background (its stream or a late answer told it) needs no event to be hidden.
			queueMicrotask(onChange);
			return () => document.removeEventListener("visibilitychange", onChange);
		},
		reload: () => location.reload(),
	});
	return reloader;
}
