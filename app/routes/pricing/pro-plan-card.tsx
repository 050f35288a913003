import { useTranslation } from "react-i18next";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { BillingInterval } from "#core/billing/checkout.schema.ts";
import { formatPrice, type PlanPrices, yearlySavingPercent } from "#core/billing/plan-price.ts";

const INTERVALS: { interval: BillingInterval; priceKey: "pricing.perMonth" | "pricing.perYear" }[] = [
	{ interval: "month", priceKey: "pricing.perMonth" },
	{ interval: "year", priceKey: "pricing.perYear" },
];

export function ProPlanCard({ prices }: { prices: PlanPrices }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const saving = yearlySavingPercent(prices);
	return (
		<section
			aria-labelledby="plan-pro"
			className="flex flex-col gap-4 rounded-lg border-2 border-primary bg-surface p-6"
		>
			<h2 id="plan-pro" className="text-xl font-semibold">
				{t("billing.subscription.pro")}
			</h2>
			<ul className="flex flex-col gap-4">
				{INTERVALS.map(({ interval, priceKey }) => {
					const price = prices[interval];
					return (
						<li key={interval} className="flex flex-col gap-2">
							{price ? (
								<>
									<p>
										<span className="text-4xl font-semibold tracking-tight">{formatPrice(price, locale)}</span>{" "}
										<span className="text-muted">{t(priceKey)}</span>
										{interval === "year" && saving ? (
											<span className="ml-2 rounded-full bg-sunken px-2 py-0.5 text-sm font-medium">
												{t("pricing.saving", { percent: saving })}
											</span>
										) : null}
									</p>
									{/* A full page load: checkout may be Stripe's page, and the sign-in page may come first. */}
									<Link
										to={`${to("/billing/upgrade")}?interval=${interval}`}
										reloadDocument
										className={buttonClassName({ variant: interval === "year" ? "primary" : "secondary" })}
									>
										{t(interval === "month" ? "pricing.upgradeMonthly" : "pricing.upgradeYearly")}
									</Link>
								</>
							) : (
								<p className="text-muted">{t("pricing.unavailable")}</p>
							)}
						</li>
					);
				})}
			</ul>
			<p className="text-sm text-muted">{t("pricing.renewal")}</p>
		</section>
	);
}
