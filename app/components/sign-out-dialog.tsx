import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { signOut } from "#app/lib/auth-actions.ts";
import { forgetUnsentChanges, sendUnsentChanges } from "#app/lib/change-queue/unsent-changes.ts";
import { forgetOfflineCopies } from "#app/lib/offline-copies.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

type Props = {
	open: boolean;
	onOpenChange: (open: boolean) => void;
	userId: string;
	isAnonymous: boolean;
	/** Whether this instance offers Google sign-in, so the warning may suggest linking it. */
	isGoogleEnabled: boolean;
};

/**
 * Signing out asks first: unsaved changes are lost, and an anonymous user's data cannot be reached again. Changes kept
 * on this device are sent first; those that cannot be (offline) are counted, as signing out deletes them (ADR 0034).
 */
export function SignOutDialog({ open, onOpenChange, userId, isAnonymous, isGoogleEnabled }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	// undefined while the queued changes are being sent.
	const [unsent, setUnsent] = useState<number | undefined>();
	useEffect(() => {
		if (!open) return;
		let isCurrent = true;
		setUnsent(undefined);
		void sendUnsentChanges(userId, locale).then((count) => {
			if (isCurrent) setUnsent(count);
		});
		return () => {
			isCurrent = false;
		};
	}, [open, userId, locale]);
	const description = isAnonymous
		? t("common.twoSentences", {
				first: t("signOut.unsavedChanges"),
				second: t(isGoogleEnabled ? "signOut.anonymousWarningWithGoogle" : "signOut.anonymousWarning"),
			})
		: t("signOut.unsavedChanges");
	const onConfirm = async () => {
		await signOut().catch(() => undefined);
		// Offline too: the worker's copies of this user's pages and their unsent changes go, whether or not the server
		// heard of the sign-out.
		await Promise.all([forgetOfflineCopies(), forgetUnsentChanges(userId)]);
		// A full load, so no page keeps what the signed-out user could see.
		location.assign(to("/login"));
	};
	return (
		<ConfirmDialog
			open={open}
			onOpenChange={onOpenChange}
			title={t("signOut.title")}
			description={description}
			confirmLabel={t("account.signOut")}
			cancelLabel={t("common.cancel")}
			onConfirm={() => void onConfirm()}
			isDestructive={isAnonymous || Boolean(unsent)}
			isConfirmDisabled={unsent === undefined}
		>
			{/* Assertive: changes are about to be lost, and the count arrives after the dialog was read out. */}
			<p role="alert" className="mt-2 text-sm font-medium text-danger empty:hidden">
				{unsent ? t("signOutUnsent.warning", { count: unsent }) : null}
			</p>
		</ConfirmDialog>
	);
}
