/** The service worker at the site root (public/sw.js): push reminders, install, and the app offline (ADR 0033). */
export const WORKER_URL = "/sw.js";

/**
 * Registers the worker once the app is up (it serves later visits and installs, never this page's first paint), and
 * asks it to keep the app pages of this page's language, so that they open offline from then on.
 */
export function registerAppWorker(pages: string[]) {
	if (!("serviceWorker" in navigator)) return;
	// A browser that refuses workers (a private window, a policy) still runs the app; only install, push and the
	// offline copies are lost.
	navigator.serviceWorker
		.register(WORKER_URL, { scope: "/" })
		.then(() => navigator.serviceWorker.ready)
		.then((registration) => registration.active?.postMessage({ type: "warm", paths: pages }))
		.catch(() => undefined);
}

/**
 * Tells the worker the user's data changed, so that it refreshes its copies of the pages (after a lull); a worker
 * still installing hears of it once it is ready.
 */
export function reportChangeToWorker() {
	if (!("serviceWorker" in navigator)) return;
	void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "changed" }));
}
