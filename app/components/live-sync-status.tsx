import { useTranslation } from "react-i18next";
import type { LiveSyncStatus } from "#app/lib/live-sync/connection-status.ts";

/**
 * "Reconnecting…" or "Offline" in a corner while live updates are down for more than 2 seconds (the connection
 * decides when). The polite region is always there, so that the message is announced when it appears; it is fixed,
 * so that it never moves the page.
 */
export function LiveSyncStatusCorner({ status }: { status: LiveSyncStatus }) {
	const { t } = useTranslation();
	return (
		<div aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-50 print:hidden">
			{status === "live" ? null : (
				<p className="rounded-md border border-border bg-surface px-3 py-1.5 text-sm shadow-md">
					{t(status === "offline" ? "liveSync.offline" : "liveSync.reconnecting")}
				</p>
			)}
		</div>
	);
}
