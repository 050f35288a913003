import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { SoftwareApplicationLd } from "#app/components/public-meta/software-application.tsx";
import { requestContext } from "#app/lib/request-context.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatPrice } from "#core/billing/plan-price.ts";
import type { Route } from "./+types/route";
import { FreePlanCard } from "./free-plan-card.tsx";
import { PlanComparison } from "./plan-comparison.tsx";
import { ProPlanCard } from "./pro-plan-card.tsx";

// Nothing here depends on the visitor: the server prerenders it per language on its first request (server/prerendered-pages.ts).
export async function loader({ context }: Route.LoaderArgs) {
	const { prices, freeTasksPerQuadrant, billingMode } = context.get(requestContext);
	// Without plans (BILLING_MODE=off) every account has every feature: there is nothing to price.
	if (billingMode === "off") throw data(null, { status: 404, statusText: "Not Found" });
	return { prices, freeTasksPerQuadrant, isBillingTestMode: billingMode === "test" };
}

export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
	const { prices, freeTasksPerQuadrant, isBillingTestMode } = loaderData;
	const { t } = useTranslation();
	const locale = useLocale();
	const currency = prices.month?.currency ?? prices.year?.currency ?? "usd";
	return (
		<article className="flex flex-col gap-8">
			<title>{`${t("pages.pricing.title")} · ${t("app.name")}`}</title>
			<SoftwareApplicationLd plans={{ prices, freeTasksPerQuadrant }} description={t("home.description")} />
			<header className="flex flex-col gap-2">
				<h1 className="text-3xl font-semibold tracking-tight">{t("pages.pricing.title")}</h1>
				<p className="text-lg text-muted">{t("pricing.intro", { count: freeTasksPerQuadrant })}</p>
				{isBillingTestMode ? (
					<p className="self-start rounded-md border-2 border-dashed border-primary px-3 py-1 text-sm font-medium">
						{t("billing.testModeNotice")}
					</p>
				) : null}
			</header>
			<div className="grid gap-4 sm:grid-cols-2">
				<FreePlanCard price={formatPrice({ currency, unitAmount: 0 }, locale)} />
				<ProPlanCard prices={prices} />
			</div>
			<PlanComparison freeTasksPerQuadrant={freeTasksPerQuadrant} />
		</article>
	);
}
