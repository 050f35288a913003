import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useNavigate } from "react-router";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
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
		<article className="mx-auto flex w-full max-w-md flex-col gap-6">
			<title>{`${t("billing.testCheckout.title")} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{t("billing.testCheckout.title")}</h1>
			<TestModeNotice detail={t("billing.testCheckout.testModeDetail")} />
			<dl className="rounded-md border border-border bg-surface p-4">
				<dt className="text-sm text-muted">{t("billing.testCheckout.plan")}</dt>
				<dd className="text-lg font-medium">
					{interval === "year" ? t("billing.testCheckout.yearly") : t("billing.testCheckout.monthly")}
				</dd>
			</dl>
			{refusal ? (
				<p role="alert" className="text-sm text-danger">
					{refusal}
				</p>
			) : null}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Link
					to={to("/matrix")}
					className="inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium underline"
				>
					{t("billing.testCheckout.cancel")}
				</Link>
				<Button onClick={onSubscribe} disabled={isSubscribing}>
					{t("billing.testCheckout.subscribe")}
				</Button>
			</div>
		</article>
	);
}
