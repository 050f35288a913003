import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useNavigate } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { TestModePage } from "#app/components/test-mode-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { BillingInterval } from "#core/billing/checkout.schema.ts";
import type { Route } from "./+types/route";

// Test mode's checkout: only exists without Stripe keys; with them, checkout is Stripe's own page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireSession(request, context, params.lang);
	if (context.get(requestContext).billingMode !== "test") throw data(null, { status: 404, statusText: "Not Found" });
	const interval: BillingInterval = new URL(request.url).searchParams.get("interval") === "year" ? "year" : "month";
	return { interval };
}

export default function TestCheckoutPage({ loaderData }: Route.ComponentProps) {
	const { interval } = loaderData;
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const navigate = useNavigate();
	const [isSubscribing, setIsSubscribing] = useState(false);
	const [refusal, setRefusal] = useState<string | null>(null);
	const onSubscribe = async () => {
		setIsSubscribing(true);
		setRefusal(null);
		try {
			await sendMutation("billing.testComplete", { interval }, locale);
			await navigate(to("/billing/success"));
		} catch (error) {
			setIsSubscribing(false);
			setRefusal(error instanceof ApiError && error.message ? error.message : t("billing.testCheckout.failed"));
		}
	};
	return (
		<TestModePage
			title={t("billing.testCheckout.title")}
			detail={t("billing.testCheckout.testModeDetail")}
			back={{ to: to("/matrix"), label: t("billing.testCheckout.cancel") }}
			actions={
				<Button onClick={onSubscribe} disabled={isSubscribing}>
					{t("billing.testCheckout.subscribe")}
				</Button>
			}
		>
			<dl className="rounded-md border border-border bg-surface p-4">
				<dt className="text-sm text-muted">{t("billing.testCheckout.plan")}</dt>
				<dd className="text-lg font-medium">
					{interval === "year" ? t("billing.testCheckout.yearly") : t("billing.testCheckout.monthly")}
				</dd>
			</dl>
			<FormAlert message={refusal} />
		</TestModePage>
	);
}
