import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";

/**
 * While `isDirty`, asks before an in-app navigation leaves the page (a translated dialog) and lets the browser ask
 * before the tab closes or reloads (browsers show their own text there and ignore ours).
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
	const { t } = useTranslation();
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
	);

	useEffect(() => {
		if (!isDirty) return;
		const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
		addEventListener("beforeunload", onBeforeUnload);
		return () => removeEventListener("beforeunload", onBeforeUnload);
	}, [isDirty]);

	return (
		<ConfirmDialog
			open={blocker.state === "blocked"}
			onOpenChange={(isOpen) => {
				if (!isOpen && blocker.state === "blocked") blocker.reset();
			}}
			title={t("settings.unsavedTitle")}
			description={t("settings.unsavedText")}
			confirmLabel={t("settings.leave")}
			cancelLabel={t("settings.stay")}
			isDestructive
			onConfirm={() => blocker.proceed?.()}
		/>
	);
}
