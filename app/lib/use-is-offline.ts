import { useEffect, useState } from "react";
import type { LiveSyncStatus } from "./live-sync/connection-status.ts";

/**
 * Whether the page may show old data: the browser is offline, or the service worker answered this page or its data
 * from its copies (it says so when asked, public/sw.js). A copy counts until the browser comes back online or the
 * live stream is up again after being down: from then on the page follows the server's changes.
 */
export function useIsOffline(status: LiveSyncStatus): boolean {
	const [isNetworkDown, setNetworkDown] = useState(false);
	const [isCopy, setCopy] = useState(false);
	useEffect(() => {
		if (status === "live") setCopy(false);
	}, [status]);
	useEffect(() => {
		const workers = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
		const onMessage = (event: MessageEvent) => {
			if (event.data?.type === "copy") setCopy(true);
		};
		const onNetwork = () => {
			setNetworkDown(!navigator.onLine);
			if (navigator.onLine) setCopy(false);
		};
		workers?.addEventListener("message", onMessage);
		workers?.startMessages();
		workers?.controller?.postMessage({ type: "copy?" });
		addEventListener("online", onNetwork);
		addEventListener("offline", onNetwork);
		onNetwork();
		return () => {
			workers?.removeEventListener("message", onMessage);
			removeEventListener("online", onNetwork);
			removeEventListener("offline", onNetwork);
		};
	}, []);
	return isNetworkDown || isCopy;
}
