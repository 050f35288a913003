/**
 * Preloads a page's code when the person points at, focuses or touches a link to it: React Router's links inside the
 * app (`data-discover`), whichever component rendered them. One listener per kind of intent, on the document; the
 * preloader itself loads on the first intent, so a page that is only read never pays for it.
 */
export function preloadRoutesOnIntent(): void {
	const onIntent = (event: Event) => {
		const link = event.target instanceof Element ? event.target.closest("a[href][data-discover]") : null;
		if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
		if (link.pathname === location.pathname) return;
		import("./preload-route.ts")
			.then(({ preloadRoute }) => preloadRoute(link.pathname))
			.catch(() => {
				// Gone after a deploy (which reloads the page, chunk-error.ts): the navigation loads for itself.
			});
	};
	for (const type of ["pointerover", "focusin", "touchstart"]) {
		document.addEventListener(type, onIntent, { passive: true });
	}
}
