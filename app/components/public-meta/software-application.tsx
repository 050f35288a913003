import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { majorUnits, type PlanPrices } from "#core/billing/plan-price.ts";
import { JsonLd } from "./json-ld.tsx";

export type PlanFacts = { prices: PlanPrices; freeTasksPerQuadrant: number };

const DURATIONS = { month: "P1M", year: "P1Y" } as const;

/** Quadrant as a `SoftwareApplication`, with Free and Pro as offers at the prices the pricing page states. */
export function SoftwareApplicationLd({ plans, description }: { plans: PlanFacts | null; description: string }) {
	const { t } = useTranslation();
	const baseUrl = (useRouteLoaderData("root") as { baseUrl?: string } | undefined)?.baseUrl ?? "";
	const currency = (plans?.prices.month?.currency ?? plans?.prices.year?.currency ?? "usd").toUpperCase();
	const pro = plans
		? (["month", "year"] as const).flatMap((interval) => {
				const price = plans.prices[interval];
				if (!price) return [];
				const amount = String(majorUnits(price));
				return [
					{
						"@type": "Offer",
						name: t("billing.subscription.pro"),
						price: amount,
						priceCurrency: price.currency.toUpperCase(),
						priceSpecification: {
							"@type": "UnitPriceSpecification",
							price: amount,
							priceCurrency: price.currency.toUpperCase(),
							billingDuration: DURATIONS[interval],
						},
					},
				];
			})
		: [];
	return (
		<JsonLd
			data={{
				"@type": "SoftwareApplication",
				name: t("app.name"),
				applicationCategory: "BusinessApplication",
				operatingSystem: "Web",
				url: `${baseUrl}/`,
				description,
				offers: [
					{ "@type": "Offer", name: t("billing.subscription.free"), price: "0", priceCurrency: currency },
					...pro,
				],
			}}
		/>
	);
}
