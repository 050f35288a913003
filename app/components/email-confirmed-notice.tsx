import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { IconButton } from "#app/components/ui/button.tsx";
import { EMAIL_CONFIRMED_PARAM, EMAIL_CONFIRMED_VALUE } from "#core/auth/email-confirmed-mark.ts";

/**
 * "Your email address is confirmed", on the page a confirmation link leads to (in the server's HTML, so before the
 * page hydrates too). Said once: the mark leaves the address bar, so a reload or a copied address does not repeat it.
 */
export function EmailConfirmedNotice() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const [isDismissed, setDismissed] = useState(false);
	const isConfirmed = searchParams.get(EMAIL_CONFIRMED_PARAM) === EMAIL_CONFIRMED_VALUE;
	useEffect(() => {
		if (!isConfirmed) return;
		const url = new URL(window.location.href);
		url.searchParams.delete(EMAIL_CONFIRMED_PARAM);
		window.history.replaceState(window.history.state, "", url);
	}, [isConfirmed]);
	if (!isConfirmed || isDismissed) return null;
	return (
		<div className="border-b border-border bg-surface text-text print:hidden">
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 text-sm">
				<p role="status">{t("verifyBanner.confirmed")}</p>
				<IconButton size="sm" label={t("common.close")} onClick={() => setDismissed(true)}>
					<X aria-hidden="true" />
				</IconButton>
			</div>
		</div>
	);
}
