import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { BrandLink } from "#app/components/brand-link.tsx";
import { DailyQuote } from "#app/components/daily-quote.tsx";
import { EmailConfirmedNotice } from "#app/components/email-confirmed-notice.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import { LiveSyncProvider } from "#app/components/live-sync-provider.tsx";
import { PageMenu } from "#app/components/page-menu.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { UserMenu } from "#app/components/user-menu.tsx";
import { registerAppWorker } from "#app/lib/app-worker.ts";
import { readSyncPosition } from "#app/lib/live-sync/sync-position.server.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { CARRIED_PARAMS, isOnlySearchChange } from "#app/lib/search-param.ts";
import { requireSession, requireUser } from "#app/lib/session.server.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/app-layout";

// Most people never see it (an address not yet confirmed): its code loads only for those who do.
const EmailVerificationBanner = lazy(() =>
	import("#app/components/email-verification-banner.tsx").then((module) => ({
		default: module.EmailVerificationBanner,
	})),
);

const APP_PAGES = [
	["/matrix", "nav.matrix"],
	["/sticky", "nav.sticky"],
	["/profile", "nav.profile"],
] as const;

/** The two views of the same tasks: going from one to the other keeps the board and the search. */
const TASK_VIEWS: readonly string[] = ["/matrix", "/sticky"];

function carriedSearch(search: string) {
	const current = new URLSearchParams(search);
	const carried = new URLSearchParams();
	for (const name of CARRIED_PARAMS) {
		const value = current.get(name);
		if (value) carried.set(name, value);
	}
	const query = carried.toString();
	return query ? `?${query}` : "";
}

// Every app page is for signed-in people only (anonymous included); the others go to sign-in and come back.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context, params.lang);
	const { database, isGoogleEnabled } = context.get(requestContext);
	// For the pages whose loaders send no position of their own (the stream starts from the oldest one sent).
	const { session } = await requireSession(request, context, params.lang);
	const syncPosition = await readSyncPosition({ context, db: database.db, userId: session.userId });
	return { user, isGoogleEnabled, syncPosition };
}

// Typing a search on the matrix or the sticky wall only rewrites `?q=`: the signed-in user has not changed.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOnlySearchChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
	const { user, isGoogleEnabled } = loaderData;
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const { pathname, search } = useLocation();
	// The worker keeps the app pages of each language opened here, for offline use (ADR 0033).
	const pagesHere = APP_PAGES.map(([path]) => to(path)).join(" ");
	useEffect(() => registerAppWorker(pagesHere.split(" ")), [pagesHere]);
	const isOnTaskView = TASK_VIEWS.some((path) => pathname === to(path));
	const linkTo = (path: string) =>
		isOnTaskView && TASK_VIEWS.includes(path) ? to(path) + carriedSearch(search) : to(path);
	const pages = APP_PAGES.map(([path, labelKey]) => ({
		to: linkTo(path),
		label: t(labelKey),
		isCurrent: pathname === to(path),
	}));
	return (
		<div className="flex min-h-dvh flex-col">
			<SkipLink />
			<header className="border-b border-border bg-surface print:hidden">
				{/* One row at any width: below 640 px the pages are one menu and the language shows only its icon. */}
				<div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2">
					<BrandLink />
					<PageMenu pages={pages} className="inline-flex sm:hidden" />
					<nav aria-label={t("nav.main")} className="max-sm:hidden">
						<ul className="flex items-center gap-1 text-sm">
							{APP_PAGES.map(([path, labelKey]) => (
								<li key={path}>
									<NavLink
										to={linkTo(path)}
										className="rounded-md px-3 py-1.5 hover:bg-sunken aria-[current=page]:bg-sunken aria-[current=page]:font-semibold"
									>
										{t(labelKey)}
									</NavLink>
								</li>
							))}
						</ul>
					</nav>
					<div className="flex shrink-0 items-center gap-1">
						<LanguageSwitcher locale={locale} />
						<UserMenu user={user} isGoogleEnabled={isGoogleEnabled} />
					</div>
				</div>
			</header>
			{user.emailVerified ? <EmailConfirmedNotice /> : null}
			{user.email && !user.emailVerified ? (
				<Suspense fallback={null}>
					<EmailVerificationBanner email={user.email} />
				</Suspense>
			) : null}
			<main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-4 sm:py-6">
				<DailyQuote />
				<LiveSyncProvider>
					<Outlet />
				</LiveSyncProvider>
			</main>
		</div>
	);
}
