import type { TFunction } from "i18next";
import type { useToast } from "#app/components/ui/toast.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { QueueFullError } from "#app/lib/change-queue/change-queue.ts";
import { type Locale, MAX_QUEUED_CHANGES } from "#core/constants.ts";

type Options = {
	t: TFunction;
	toast: ReturnType<typeof useToast>;
	locale: Locale;
	onUpgradeNeeded: (reason: "plan_limit" | "pro_required") => void;
};

/**
 * What a refused change tells the person, once it is rolled back: the upgrade prompt for a plan's limit, nothing for
 * an ended session (sign-in follows), otherwise a toast that says why.
 */
export const refusalToast =
	({ t, toast, locale, onUpgradeNeeded }: Options) =>
	(error: unknown) => {
		if (error instanceof ApiError && (error.code === "plan_limit" || error.code === "pro_required")) {
			onUpgradeNeeded(error.code);
			return;
		}
		if (error instanceof ApiError && error.status === 401) return;
		toast.show({
			tone: "error",
			title: t("matrix.changeUndone"),
			description:
				error instanceof QueueFullError
					? t("changeQueue.full", { limit: MAX_QUEUED_CHANGES.toLocaleString(locale) })
					: !(error instanceof ApiError)
						? t("matrix.offline")
						: error.status === 404
							? t("editor.deletedElsewhere")
							: error.message || t("matrix.offline"),
			closeLabel: t("common.close"),
		});
	};
