// The public pages, once per language (English at the root): the prerendered ones and what crawlers are told about.

/** Pages whose content depends only on the language and the configuration (prerendered-pages.ts). */
export const PRERENDERABLE_PAGES = [
	"/pricing",
	"/landing",
	"/eisenhower-matrix",
	"/changelog",
	"/security",
	"/privacy",
	"/terms",
	"/author",
] as const;

/** Every page a search engine should index: the home page (it depends on who is signed in) and the ones above. */
export const INDEXABLE_PAGES = ["/", ...PRERENDERABLE_PAGES] as const;

/** The signed-in app and its billing steps: private to each user, nothing for a crawler. */
export const APP_PAGES = ["/matrix", "/sticky", "/profile", "/billing/"] as const;
