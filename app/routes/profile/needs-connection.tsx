import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useIsOnline } from "#app/lib/use-is-online.ts";

/**
 * What only the server can answer (passwords, passkeys, two-step verification, sessions, billing, the account's data,
 * push): offline, its controls rest and it says why, instead of failing with a generic error. Not a live region: the
 * page's offline notice already announces the network going.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
	const { t } = useTranslation();
	const isOnline = useIsOnline();
	return (
		<>
			{isOnline ? null : <p className="text-sm text-muted">{t("offlineChanges.needsConnection")}</p>}
			<fieldset disabled={!isOnline} className="contents">
				{children}
			</fieldset>
		</>
	);
}
