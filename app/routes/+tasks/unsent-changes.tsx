import { useTranslation } from "react-i18next";
import { useQueueStatus } from "#app/lib/change-queue/queue-status.ts";

/**
 * Beside the page's title while changes wait on this device to be sent, and when this browser cannot keep them. The
 * polite region is always there, so that what appears in it is announced.
 */
export function UnsentChanges() {
	const { t } = useTranslation();
	const { count, isStorageUnavailable } = useQueueStatus();
	return (
		<div role="status" className="text-sm text-muted print:hidden">
			{count > 0 ? <p>{t("changeQueue.unsent", { count })}</p> : null}
			{isStorageUnavailable ? <p>{t("changeQueue.storageUnavailable")}</p> : null}
		</div>
	);
}
