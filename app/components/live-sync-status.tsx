import { useTranslation } from "react-i18next";
import type { LiveSyncStatus } from "#app/lib/live-sync/connection-status.ts";
import { useIsOffline } from "#app/lib/use-is-offline.ts";

/**
 * The offline notice while the browser is offline or the page came from the worker's copies (at once: what the page
 * shows may be old, and changes are not saved), else "Reconnecting…" in a corner while live updates are down for
 * more than 2 seconds (the connection decides when). The polite region is always there, so that the message is
 * announced when it appears; it is fixed, so that it never moves the page.
 */
export function LiveSyncStatusCorner({ status }: { status: LiveSyncStatus }) {
	const { t } = useTranslation();
	const isOffline = useIsOffline(status);
	const message =
		isOffline || status === "offline"
			? t("offline.notice")
			: status === "reconnecting"
				? t("liveSync.reconnecting")
				: undefined;
	return (
		<div
			aria-live="polite"
			className="pointer-events-none fixed bottom-4 left-4 z-50 max-w-[calc(100vw-2rem)] sm:max-w-md print:hidden"
		>
			{message ? (
				<p className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm shadow-md">{message}</p>
			) : null}
		</div>
	);
}
