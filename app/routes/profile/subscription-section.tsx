import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { BillingPeriodEnd } from "#app/components/billing-period-end.tsx";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { startCheckoutUrl, startPortalUrl } from "#app/lib/billing-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { BillingStatus } from "#core/billing/checkout.schema.ts";
import { ProfileSection } from "./profile-section.tsx";

/**
 * The user's plan: on Pro, when it renews or ends and a way to manage it (Stripe's billing portal, or the in-app
 * test portal); on Free, a way to upgrade (the same monthly checkout as the upgrade prompt).
 */
export function SubscriptionSection({ billing }: { billing: BillingStatus }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const layout = useRouteLoaderData("routes/app-layout") as
		| { user?: { isAnonymous: boolean }; isGoogleEnabled?: boolean }
		| undefined;
	const [isStarting, setIsStarting] = useState(false);
	const [refusal, setRefusal] = useState<string | undefined>();
	const isPro = billing.plan === "pro";

	const go = async (start: () => Promise<string>, failed: string) => {
		setIsStarting(true);
		setRefusal(undefined);
		try {
			location.assign(await start());
		} catch (error) {
			setIsStarting(false);
			setRefusal(error instanceof ApiError && error.message ? error.message : failed);
		}
	};
	const onManage = () => go(() => startPortalUrl(locale), t("billing.subscription.portalFailed"));
	const onUpgrade = () =>
		layout?.user?.isAnonymous
			? setRefusal(t(layout.isGoogleEnabled ? "upgrade.accountRequiredWithGoogle" : "upgrade.accountRequired"))
			: go(() => startCheckoutUrl(locale), t("upgrade.checkoutFailed"));

	return (
		<ProfileSection id="subscription-heading" needsConnection title={t("billing.subscription.heading")}>
			<dl className="flex flex-col gap-1">
				<dt className="text-sm text-muted">{t("billing.subscription.plan")}</dt>
				<dd className="text-lg font-medium">
					{isPro ? t("billing.subscription.pro") : t("billing.subscription.free")}
				</dd>
				{isPro ? <BillingPeriodEnd billing={billing} /> : null}
			</dl>
			<FormAlert message={refusal} />
			<div>
				{isPro ? (
					<Button variant="secondary" onClick={onManage} disabled={isStarting}>
						{t("billing.subscription.manage")}
					</Button>
				) : (
					<Button onClick={onUpgrade} disabled={isStarting}>
						{t("billing.subscription.upgrade")}
					</Button>
				)}
			</div>
		</ProfileSection>
	);
}
