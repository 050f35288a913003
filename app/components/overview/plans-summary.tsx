import { useTranslation } from "react-i18next";
import type { PlanFacts } from "#app/components/public-meta/software-application.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { formatPrice } from "#core/billing/plan-price.ts";

/** Free and Pro in a few lines, from the same prices and Free limit as the pricing page. */
export function PlansSummary({
	title,
	comparePlans,
	plans,
}: {
	title: string;
	comparePlans: string;
	plans: PlanFacts;
}) {
	const { t } = useTranslation();
	const locale = useLocale();
	const to = useLocalizedPath();
	const { prices, freeTasksPerQuadrant } = plans;
	const currency = prices.month?.currency ?? prices.year?.currency ?? "usd";
	return (
		<section aria-labelledby="plans" className="flex flex-col gap-3">
			<h2 id="plans" className="text-xl font-semibold tracking-tight">
				{title}
			</h2>
			<p>{t("pricing.intro", { count: freeTasksPerQuadrant })}</p>
			<ul className="flex list-disc flex-col gap-1 pl-6">
				<li>
					<strong>{t("billing.subscription.free")}</strong> {formatPrice({ currency, unitAmount: 0 }, locale)}{" "}
					{t("pricing.forever")}
				</li>
				{prices.month ? (
					<li>
						<strong>{t("billing.subscription.pro")}</strong> {formatPrice(prices.month, locale)} {t("pricing.perMonth")}
					</li>
				) : null}
				{prices.year ? (
					<li>
						<strong>{t("billing.subscription.pro")}</strong> {formatPrice(prices.year, locale)} {t("pricing.perYear")}
					</li>
				) : null}
			</ul>
			<Link to={to("/pricing")} className="self-start text-primary underline-offset-4 hover:underline">
				{comparePlans}
			</Link>
		</section>
	);
}
