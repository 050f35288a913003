import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ClientOnErrorFunction } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, localeOfLanguageTag } from "#core/constants.ts";
import { loadCatalog } from "./lib/catalog.ts";
import { isChunkLoadError, reloadOnPreloadErrors } from "./lib/new-build/chunk-error.ts";
import { watchBuildHeader } from "./lib/new-build/watch-build-header.ts";
import { preloadRoutesOnIntent } from "./lib/route-preload/preload-on-intent.ts";

// Before the router's first request, so that every answer can tell of a new deploy (issue 15, must-show 7).
watchBuildHeader();
reloadOnPreloadErrors();
preloadRoutesOnIntent();

// React Router's own report of a render error, less the code chunks gone after a deploy: those reload the page
// (app/root.tsx), which is no error to report.
const onRouterError: ClientOnErrorFunction = (error, { errorInfo }) => {
	if (errorInfo && !isChunkLoadError(error))
		console.error("React Router caught the following error during render", error);
};

// The page's catalog, preloaded by its head, before hydrating: the first render must say what the server's did.
// The page's lang is the language's tag (zh-Hans for zh), not its name in the app's addresses.
await loadCatalog(localeOfLanguageTag(document.documentElement.lang) ?? DEFAULT_LOCALE);

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter onError={onRouterError} />
		</StrictMode>,
		{
			onCaughtError: (error, errorInfo) => {
				if (!isChunkLoadError(error)) console.error(error, errorInfo.componentStack);
			},
		},
	);
});
