import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useLocation,
	useRouteLoaderData,
} from "react-router";
import { DEFAULT_LOCALE, isLocale, languageTag } from "#core/constants.ts";
import type { Route } from "./+types/root";
import { EarlyInputScript, useAnnounceHydrated } from "./components/early-input-script.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { I18nProvider } from "./components/i18n-provider.tsx";
import { StaticControlsScript } from "./components/static-controls-script.tsx";
import { ThemeScript } from "./components/theme-script.tsx";
import { CATALOG_URLS, catalogOf, loadCatalog } from "./lib/catalog.ts";
import { alternatePaths } from "./lib/localized-path.ts";
import {
	type ChunkErrorOutcome,
	isChunkLoadError,
	reloadAfterChunkError,
	reloadWhenReachable,
} from "./lib/new-build/chunk-error.ts";
import { useNonce } from "./lib/nonce.ts";
import { requestContext } from "./lib/request-context.ts";
import { useAfterPaintScripts, useIsStaticPage } from "./lib/static-page.ts";
import { manifestPath, THEME_COLORS } from "./lib/web-app-manifest-link.ts";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet, precedence: "default" },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	return { locale, baseUrl: context.get(requestContext).baseUrl };
}

// The root's boundary shows every error page: the headers a refusal set (Retry-After of a busy database) go with it.
export function headers({ errorHeaders }: Route.HeadersArgs) {
	return errorHeaders ?? new Headers();
}

// The catalog is no loader data (app/lib/catalog.ts): a change of language fetches the new one beside the loader.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
	const [data] = await Promise.all([serverLoader(), loadCatalog(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE)]);
	return data;
}

// The catalog only changes with the language; other navigations reuse it.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
	return currentParams.lang !== nextParams.lang;
}

export function Layout({ children }: { children: React.ReactNode }) {
	const data = useRouteLoaderData<typeof loader>("root");
	const nonce = useNonce();
	const { pathname } = useLocation();
	const locale = data?.locale ?? DEFAULT_LOCALE;
	const baseUrl = data?.baseUrl ?? "";
	// A static page (app/lib/static-page.ts, ADR 0026) is plain HTML: no router scripts, module preloads or catalog.
	const isStatic = useIsStaticPage();
	// The sign-in page paints from its HTML first and hydrates after (ADR 0030).
	const AfterPaintScripts = useAfterPaintScripts();
	useAnnounceHydrated();
	return (
		<html lang={languageTag(locale)} suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
				<meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
				<link rel="manifest" href={manifestPath(locale)} />
				<link rel="apple-touch-icon" href="/icons/quadrant-192.png" />
				<ThemeScript nonce={nonce} />
				{/* Until the page has hydrated, a tap or key is kept and replayed then (ADR 0046); a static page has no React. */}
				{isStatic ? null : <EarlyInputScript nonce={nonce} />}
				<Meta />
				<Links />
				{data && !isStatic ? (
					<link rel="preload" as="fetch" href={CATALOG_URLS[data.locale]} crossOrigin="anonymous" />
				) : null}
				{alternatePaths(pathname).map(({ locale: alternate, path }) => (
					<link key={alternate} rel="alternate" hrefLang={languageTag(alternate)} href={`${baseUrl}${path}`} />
				))}
				<link rel="alternate" hrefLang="x-default" href={`${baseUrl}${alternatePaths(pathname)[0]?.path ?? "/"}`} />
			</head>
			<body>
				{data ? (
					<I18nProvider locale={data.locale} messages={catalogOf(data.locale)}>
						{children}
					</I18nProvider>
				) : (
					children
				)}
				{isStatic ? (
					<StaticControlsScript nonce={nonce} />
				) : (
					<>
						<ScrollRestoration nonce={nonce} />
						{AfterPaintScripts ? <AfterPaintScripts nonce={nonce} /> : <Scripts nonce={nonce} />}
					</>
				)}
			</body>
		</html>
	);
}

export default function App() {
	return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isChunkLoadError(error)) return <ChunkErrorBoundary />;
	return <ErrorBoundaryPage error={error} />;
}

// A code chunk gone after a deploy is no error of the person's: the page reloads into the new build (once per build,
// so a build that cannot load its own chunks still ends on the error page). One that failed offline loads once the
// server can be reached again.
function ChunkErrorBoundary() {
	const { t } = useTranslation();
	// Undefined while asking the server whether it serves a new build (a moment: nothing to show yet).
	const [outcome, setOutcome] = useState<ChunkErrorOutcome>();
	useEffect(() => {
		void reloadAfterChunkError().then(setOutcome);
	}, []);
	useEffect(() => (outcome === "unreachable" ? reloadWhenReachable() : undefined), [outcome]);
	if (outcome === "broken") return <ErrorPage status={500} message={t("errors.internalServerError")} />;
	const message =
		outcome && { reloading: t("newBuild.loading"), unreachable: t("newBuild.waitingForNetwork") }[outcome];
	return (
		<main id="main" className="mx-auto flex min-h-dvh max-w-xl items-center justify-center px-6">
			<title>{message ? `${message} · ${t("app.name")}` : t("app.name")}</title>
			<div role="status" aria-live="polite">
				{message ? <h1 className="text-lg">{message}</h1> : null}
			</div>
		</main>
	);
}

function ErrorBoundaryPage({ error }: { error: unknown }) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	if (isRouteErrorResponse(error) && error.status === 404) {
		return <ErrorPage status={404} message={t("errors.pageNotFoundAt", { path: pathname })} />;
	}
	// A database too busy to answer in time (server/busy-database-pages.ts): nothing is wrong with the page, so say to
	// come back, and offer to.
	if (isRouteErrorResponse(error) && error.status === 503) {
		return <ErrorPage status={503} message={t("errors.serverBusy")} detail={t("errors.serverBusyDetail")} canRetry />;
	}
	const status = isRouteErrorResponse(error) ? error.status : 500;
	return <ErrorPage status={status} message={t("errors.internalServerError")} />;
}
