import { isChunkLoadError, REACHABLE_CHECK_MS } from "./chunk-error.ts";

/**
 * Loads code the page needs without anyone asking for it (the live connection's), and hands it to `onLoaded`. A page
 * shown offline, or while the server restarts, could not fetch it: rather than go without it until the next reload,
 * it asks again once the browser is back online, and every few seconds (a server that was only restarting brings
 * no online event). Answers how to stop (the page left).
 */
export function loadWhenReachable<T>(load: () => Promise<T>, onLoaded: (loaded: T) => void): () => void {
	let isStopped = false;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const stopWaiting = () => {
		clearTimeout(timer);
		window.removeEventListener("online", attempt);
	};
	function attempt() {
		stopWaiting();
		load().then(
			(loaded) => {
				if (!isStopped) onLoaded(loaded);
			},
			(error: unknown) => {
				if (!isChunkLoadError(error)) throw error;
				if (isStopped) return;
				window.addEventListener("online", attempt);
				timer = setTimeout(attempt, REACHABLE_CHECK_MS);
			},
		);
	}
	attempt();
	return () => {
		isStopped = true;
		stopWaiting();
	};
}
