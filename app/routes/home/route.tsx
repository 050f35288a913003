import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { ProductOverview } from "#app/components/overview/product-overview.tsx";
import { PublicFooter, PublicHeader } from "#app/components/public-frame.tsx";
import { PageMeta } from "#app/components/public-meta/page-meta.tsx";
import { planFacts } from "#app/components/public-meta/plan-facts.ts";
import { SoftwareApplicationLd } from "#app/components/public-meta/software-application.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { overviewContent } from "#app/content/overview/index.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { DEFAULT_LOCALE } from "#core/constants.ts";
import type { Route } from "./+types/route";
import { AccountDeletedNotice } from "./account-deleted-notice.tsx";

// An unprefixed visit goes to the visitor's language (cookie, then Accept-Language); English stays here.
export async function loader({ params, context, request }: Route.LoaderArgs) {
	const page = { plans: planFacts(context), hasPricing: context.get(requestContext).billingMode !== "off" };
	if (params.lang !== undefined) return page;
	const { preferredLocale: preferred, baseUrl } = context.get(requestContext);
	if (preferred === DEFAULT_LOCALE) return page;
	const target = `${localizePath("/", preferred)}${new URL(request.url).search}`;
	throw redirect(safeRedirect(target, { baseUrl, fallback: localizePath("/", preferred) }), 302);
}

export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function HomePage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const content = overviewContent(useLocale());
	return (
		<div className="flex min-h-dvh flex-col">
			<SkipLink />
			<PublicHeader hasPricing={loaderData.hasPricing} isStatic />
			<main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-6 px-4 py-16">
				<title>{`${t("app.name")} · ${t("nav.home")}`}</title>
				<PageMeta title={`${t("app.name")} · ${t("nav.home")}`} description={t("home.description")} />
				<SoftwareApplicationLd plans={loaderData.plans} description={t("home.description")} />
				<AccountDeletedNotice />
				<h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("home.headline")}</h1>
				<p className="text-lg text-muted">{t("home.lead")}</p>
				<div className="flex flex-wrap gap-3">
					{/* The door in one step, with or without JavaScript: server/login-form-routes.ts starts the account, or
					    opens the matrix of a visitor already signed in. */}
					<form method="post" action={to("/login")}>
						<input type="hidden" name="intent" value="anonymous" />
						<button
							type="submit"
							className="rounded-md bg-primary px-4 py-2 font-medium text-on-primary hover:bg-primary-hover"
						>
							{t("home.start")}
						</button>
					</form>
					<Link
						to={to("/eisenhower-matrix")}
						className="rounded-md px-4 py-2 font-medium text-primary underline-offset-4 hover:underline"
					>
						{t("home.learnMore")}
					</Link>
				</div>
				<ProductOverview content={content} plans={loaderData.plans} />
			</main>
			<PublicFooter hasPricing={loaderData.hasPricing} />
		</div>
	);
}
