import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
	addEventListener("online", onChange);
	addEventListener("offline", onChange);
	return () => {
		removeEventListener("online", onChange);
		removeEventListener("offline", onChange);
	};
};

/** Whether the browser says it has a network (the server's render assumes it has). */
export const useIsOnline = (): boolean =>
	useSyncExternalStore(
		subscribe,
		() => navigator.onLine,
		() => true,
	);
