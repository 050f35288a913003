import { Check } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { startCheckoutUrl } from "#app/lib/billing-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

type Props = {
	open: boolean;
	onOpenChange: (open: boolean) => void;
} & (
	| { reason: "plan_limit" /** The Free plan's tasks per quadrant. */; limit: number }
	| { reason: "pro_required"; limit?: number }
);

const BENEFITS = ["unlimitedTasks", "boards", "showEverything", "deleteQuadrant"] as const;

/**
 * What a Free user sees on reaching a Pro feature or the per-quadrant limit: only an explanation, since the server
 * refuses the action itself. Upgrading starts a monthly checkout (Stripe's, or the in-app test page) and goes there;
 * an anonymous user is asked to create an account (or link Google, where it is configured) first, since a payment must outlive the browser.
 */
export default function UpgradePrompt({ open, onOpenChange, ...props }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const benefitsId = useId();
	// The app layout knows who is signed in; outside it (or if that changed since) the server's 403 says the same.
	const layout = useRouteLoaderData("routes/app-layout") as
		| { user?: { isAnonymous: boolean }; isGoogleEnabled?: boolean }
		| undefined;
	const withGoogle = layout?.isGoogleEnabled === true;
	const [refusal, setRefusal] = useState<"account_required" | "failed" | null>(null);
	const [isStarting, setIsStarting] = useState(false);
	const onUpgrade = async () => {
		if (layout?.user?.isAnonymous) return setRefusal("account_required");
		setIsStarting(true);
		try {
			location.assign(await startCheckoutUrl(locale));
		} catch (error) {
			setIsStarting(false);
			setRefusal(error instanceof ApiError && error.code === "account_required" ? "account_required" : "failed");
		}
	};
	const description =
		props.reason === "plan_limit" ? t("upgrade.planLimit", { count: props.limit }) : t("upgrade.proRequired");
	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent
				title={t("upgrade.title")}
				description={description}
				closeLabel={t("common.close")}
				className="max-w-md"
			>
				<p id={benefitsId} className="text-sm font-medium">
					{t("upgrade.benefitsHeading")}
				</p>
				<ul aria-labelledby={benefitsId} className="mt-2 flex flex-col gap-2 text-sm">
					{BENEFITS.map((benefit) => (
						<li key={benefit} className="flex items-start gap-2">
							<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
							{t(`upgrade.benefits.${benefit}`)}
						</li>
					))}
				</ul>
				{refusal === "account_required" ? (
					<p role="status" className="mt-4 rounded-md border border-border bg-sunken p-3 text-sm">
						{t(withGoogle ? "upgrade.accountRequiredWithGoogle" : "upgrade.accountRequired")}
					</p>
				) : null}
				{refusal === "failed" ? (
					<p role="alert" className="mt-4 text-sm text-danger">
						{t("upgrade.checkoutFailed")}
					</p>
				) : null}
				<div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
					<Button variant="secondary" onClick={() => onOpenChange(false)}>
						{t("upgrade.notNow")}
					</Button>
					{refusal === "account_required" ? (
						<Link to={to("/profile")} className={buttonClassName()} onClick={() => onOpenChange(false)}>
							{t(withGoogle ? "upgrade.createAccountWithGoogle" : "upgrade.createAccount")}
						</Link>
					) : (
						<Button onClick={onUpgrade} disabled={isStarting}>
							{t("upgrade.action")}
						</Button>
					)}
				</div>
			</DialogContent>
		</Dialog>
	);
}
