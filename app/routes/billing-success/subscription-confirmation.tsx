import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "#app/components/ui/link.tsx";
import { apiRead } from "#app/lib/api-read.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import type { BillingStatus } from "#core/billing/checkout.schema.ts";

const POLL_INTERVAL_MS = 500;
const POLL_FOR_MS = 15_000;

type Props = {
	isInitiallyPro: boolean;
	/** Overridable so tests need not wait the real 15 s. */
	pollIntervalMs?: number;
	pollForMs?: number;
};

type Phase = "waiting" | "pro" | "timedOut";

/**
 * The URL proves nothing: "Welcome to Pro" shows only once billing has recorded the subscription (Stripe's webhook,
 * or test mode's completion). Until then it asks the server every half second, for up to 15 s.
 */
export function SubscriptionConfirmation({
	isInitiallyPro,
	pollIntervalMs = POLL_INTERVAL_MS,
	pollForMs = POLL_FOR_MS,
}: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const [phase, setPhase] = useState<Phase>(isInitiallyPro ? "pro" : "waiting");

	useEffect(() => {
		if (phase !== "waiting") return;
		let isStopped = false;
		const deadline = Date.now() + pollForMs;
		const poll = async () => {
			while (!isStopped) {
				try {
					const status = await apiRead<BillingStatus>("billing.status", locale);
					if (isStopped) return;
					if (status.plan === "pro") return setPhase("pro");
				} catch {
					// one failed look is just a missed look; the deadline still applies
				}
				if (isStopped) return;
				if (Date.now() >= deadline) return setPhase("timedOut");
				await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
			}
		};
		void poll();
		return () => {
			isStopped = true;
		};
	}, [phase, locale, pollIntervalMs, pollForMs]);

	const title = phase === "pro" ? t("billing.success.welcome") : t("billing.success.waitingTitle");
	return (
		<article className="mx-auto flex w-full max-w-md flex-col gap-4">
			<title>{`${title} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
			<p role="status">
				{phase === "pro"
					? t("billing.success.welcomeDetail")
					: phase === "waiting"
						? t("billing.success.waiting")
						: t("billing.success.stillConfirming")}
			</p>
			<Link
				to={to("/matrix")}
				className="inline-flex h-10 w-fit items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
			>
				{t("billing.success.toMatrix")}
			</Link>
		</article>
	);
}
