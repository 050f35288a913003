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
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { CATALOGS } from "#locales/catalogs.server.ts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page.tsx";
import { I18nProvider } from "./components/i18n-provider.tsx";
import { ThemeScript } from "./components/theme-script.tsx";
import { alternatePaths } from "./lib/localized-path.ts";
import { useNonce } from "./lib/nonce.ts";
import { requestContext } from "./lib/request-context.ts";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	// Only this locale's catalog travels to the browser.
	return { locale, messages: CATALOGS[locale], baseUrl: context.get(requestContext).baseUrl };
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
	return (
		<html lang={locale} suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<ThemeScript nonce={nonce} />
				<Meta />
				<Links />
				{alternatePaths(pathname).map(({ locale: alternate, path }) => (
					<link key={alternate} rel="alternate" hrefLang={alternate} href={`${baseUrl}${path}`} />
				))}
				<link rel="alternate" hrefLang="x-default" href={`${baseUrl}${alternatePaths(pathname)[0]?.path ?? "/"}`} />
			</head>
			<body>
				{data ? (
					<I18nProvider locale={data.locale} messages={data.messages}>
						{children}
					</I18nProvider>
				) : (
					children
				)}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	);
}

export default function App() {
	return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	if (isRouteErrorResponse(error) && error.status === 404) {
		return <ErrorPage status={404} message={t("errors.pageNotFoundAt", { path: pathname })} />;
	}
	const status = isRouteErrorResponse(error) ? error.status : 500;
	return <ErrorPage status={status} message={t("errors.internalServerError")} />;
}
