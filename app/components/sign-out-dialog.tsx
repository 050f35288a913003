import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { signOut } from "#app/lib/auth-actions.ts";
import { forgetOfflineCopies } from "#app/lib/offline-copies.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; isAnonymous: boolean };

/** Signing out asks first: unsaved changes are lost, and an anonymous user's data cannot be reached again. */
export function SignOutDialog({ open, onOpenChange, isAnonymous }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const description = isAnonymous
		? t("common.twoSentences", { first: t("signOut.unsavedChanges"), second: t("signOut.anonymousWarning") })
		: t("signOut.unsavedChanges");
	const onConfirm = async () => {
		await signOut().catch(() => undefined);
		// Offline too: the worker's copies of this user's pages go, whether or not the server heard of the sign-out.
		await forgetOfflineCopies();
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
			isDestructive={isAnonymous}
		/>
	);
}
