import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { withEmailConfirmedMark } from "#core/auth/email-confirmed-mark.ts";

/** A gentle reminder until the address is confirmed; the link can be sent again. */
export function EmailVerificationBanner({ email }: { email: string }) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const [state, setState] = useState<"idle" | "sent" | "failed">("idle");
	const onResend = async () => {
		// Loaded on the click: every app page carries this banner's code, and most never show it.
		const isSent = await import("#app/lib/auth-actions.ts")
			.then(({ sendVerificationEmail }) => sendVerificationEmail(email, withEmailConfirmedMark(pathname)))
			.then(
				() => true,
				() => false,
			);
		setState(isSent ? "sent" : "failed");
	};
	return (
		<section aria-label={t("verifyBanner.label")} className="border-b border-border bg-q2 text-text print:hidden">
			<div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
				<p>{t("verifyBanner.text", { email })}</p>
				{state === "sent" ? (
					<p role="status">{t("verifyBanner.sent")}</p>
				) : (
					<Button variant="secondary" size="sm" onClick={() => void onResend()}>
						{t("verifyBanner.resend")}
					</Button>
				)}
				{state === "failed" ? <p role="alert">{t("errors.somethingWentWrong")}</p> : null}
			</div>
		</section>
	);
}
