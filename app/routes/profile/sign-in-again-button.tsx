import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { signOut } from "#app/lib/auth-actions.ts";
import { forgetUnsentChanges, sendUnsentChanges } from "#app/lib/change-queue/unsent-changes.ts";
import { forgetOfflineCopies } from "#app/lib/offline-copies.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { useSignedInUserId } from "#app/lib/use-signed-in-user-id.ts";

/**
 * For a change that needs a recent sign-in (ASVS 7.5.1): signs out and goes to sign-in, which brings the person back
 * to the profile to try again. The changes kept on this device are sent first (this needs the network anyway).
 */
export function SignInAgainButton() {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const locale = useLocale();
	const userId = useSignedInUserId();
	const onSignInAgain = async () => {
		await sendUnsentChanges(userId, locale);
		await signOut().catch(() => undefined);
		await Promise.all([forgetOfflineCopies(), forgetUnsentChanges(userId)]);
		location.assign(`${to("/login")}?redirect=${encodeURIComponent(to("/profile"))}`);
	};
	return (
		<Button variant="secondary" className="self-start" onClick={() => void onSignInAgain()}>
			{t("profile.signInAgain")}
		</Button>
	);
}
