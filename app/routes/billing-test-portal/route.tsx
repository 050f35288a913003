import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useRevalidator } from "react-router";
import { BillingPeriodEnd } from "#app/components/billing-period-end.tsx";
import { FormAlert } from "#app/components/form-alert.tsx";
import { TestModePage } from "#app/components/test-mode-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { TestSubscriptionChange } from "#core/billing/change-test-subscription.ts";
import { getBillingStatus } from "#core/billing/get-billing-status.ts";
import type { Route } from "./+types/route";

const OUTCOME_KEYS = {
	cancel: "billing.testPortal.cancelled",
	resume: "billing.testPortal.resumed",
	"end-period": "billing.testPortal.ended",
} as const;

// Test mode's billing portal: only exists without Stripe keys; with them, the portal is Stripe's own page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const { database, billingMode } = context.get(requestContext);
	if (billingMode !== "test") throw data(null, { status: 404, statusText: "Not Found" });
	return { billing: await getBillingStatus({ db: database.db, userId: session.user.id, isTestMode: true }) };
}

type BillingStatus = Route.ComponentProps["loaderData"]["billing"];

function showsOutcome(action: TestSubscriptionChange, billing: BillingStatus) {
	if (action === "end-period") return billing.plan !== "pro";
	return billing.plan === "pro" && billing.cancelAtPeriodEnd === (action === "cancel");
}

export default function TestPortalPage({ loaderData }: Route.ComponentProps) {
	const { billing } = loaderData;
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const revalidator = useRevalidator();
	const [isSaving, setIsSaving] = useState(false);
	const [refusal, setRefusal] = useState<string | undefined>();
	const [done, setDone] = useState<TestSubscriptionChange | null>(null);
	const isPro = billing.plan === "pro";
	// The router commits revalidated data in a transition, which can paint after this state does: say what was
	// done only once the status shown agrees with it.
	const outcome = done && showsOutcome(done, billing) ? t(OUTCOME_KEYS[done]) : null;

	const change = async (action: TestSubscriptionChange) => {
		setIsSaving(true);
		setRefusal(undefined);
		setDone(null);
		try {
			await sendMutation("billing.testChange", { change: action }, locale);
			await revalidator.revalidate();
			setDone(action);
		} catch (error) {
			setRefusal(error instanceof ApiError && error.message ? error.message : t("billing.testPortal.failed"));
		} finally {
			setIsSaving(false);
		}
	};

	return (
		<TestModePage
			title={t("billing.testPortal.title")}
			detail={t("billing.testPortal.testModeDetail")}
			back={{ to: to("/profile"), label: t("billing.testPortal.back") }}
			actions={
				isPro ? (
					billing.cancelAtPeriodEnd ? (
						<>
							{/* Stripe ends the period when its date comes; test mode lets you get there now. */}
							<Button variant="secondary" onClick={() => void change("end-period")} disabled={isSaving}>
								{t("billing.testPortal.endPeriod")}
							</Button>
							<Button onClick={() => void change("resume")} disabled={isSaving}>
								{t("billing.testPortal.resume")}
							</Button>
						</>
					) : (
						<Button variant="secondary" onClick={() => void change("cancel")} disabled={isSaving}>
							{t("billing.testPortal.cancel")}
						</Button>
					)
				) : null
			}
		>
			{isPro ? (
				<dl className="flex flex-col gap-1 rounded-md border border-border bg-surface p-4">
					<dt className="text-sm text-muted">{t("billing.testPortal.status")}</dt>
					<dd className="text-lg font-medium">
						{billing.cancelAtPeriodEnd ? t("billing.testPortal.cancelling") : t("billing.testPortal.renewing")}
					</dd>
					<BillingPeriodEnd billing={billing} />
				</dl>
			) : (
				<p className="rounded-md border border-border bg-surface p-4">{t("billing.testPortal.noSubscription")}</p>
			)}
			<FormAlert message={refusal} />
			<p role="status" className="text-sm">
				{outcome}
			</p>
		</TestModePage>
	);
}
