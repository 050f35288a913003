/** The service worker at the site root (public/sw.js): it shows push reminders and makes Quadrant installable. */
export const WORKER_URL = "/sw.js";

/** Registers the worker once the app is up; it serves later visits and installs, never this page's first paint. */
export function registerAppWorker() {
	if (!("serviceWorker" in navigator)) return;
	// A browser that refuses workers (a private window, a policy) still runs the app; only install and push are lost.
	navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).catch(() => undefined);
}
