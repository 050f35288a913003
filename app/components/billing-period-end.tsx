import { useTranslation } from "react-i18next";
import { formatBillingDate } from "#app/lib/billing-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BillingStatus } from "#core/billing/checkout.schema.ts";

type Props = { billing: Pick<BillingStatus, "currentPeriodEnd" | "cancelAtPeriodEnd"> };

/** The date a subscription renews, or ends when it is cancelled at the end of the period; nothing without one. */
export function BillingPeriodEnd({ billing }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	if (!billing.currentPeriodEnd) return null;
	const date = formatBillingDate(billing.currentPeriodEnd, locale);
	return (
		<dd className="text-sm">
			{billing.cancelAtPeriodEnd
				? t("billing.subscription.endsOn", { date })
				: t("billing.subscription.renewsOn", { date })}
		</dd>
	);
}
