import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator, useSearchParams } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { linkGoogle } from "#app/lib/auth-actions.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { AddPasswordForm } from "./add-password-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { KeepDataForm } from "./keep-data-form.tsx";
import { ProfileSection } from "./profile-section.tsx";

type Props = {
	email: string | null;
	isAnonymous: boolean;
	hasPassword: boolean;
	hasGoogle: boolean;
	isGoogleEnabled: boolean;
};

/** Who is signed in, with which methods; keeping an anonymous user's data. */
export function AccountSection({ email, isAnonymous, hasPassword, hasGoogle, isGoogleEnabled }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const revalidator = useRevalidator();
	const [searchParams] = useSearchParams();
	// Said here, not in the form: once the password exists, the form gives way to "Change password".
	const [isPasswordAdded, setPasswordAdded] = useState(false);
	const linkError = searchParams.get("linkError") ? t("profile.linkGoogleFailed") : undefined;
	const methods = [
		hasPassword ? t("profile.methodPassword") : null,
		hasGoogle ? t("profile.methodGoogle") : null,
	].filter(Boolean);

	const onLinkGoogle = async () => {
		await linkGoogle({
			callbackURL: `${to("/profile")}?linked=google`,
			errorCallbackURL: `${to("/profile")}?linkError=google`,
		});
	};

	return (
		<ProfileSection id="account-heading" needsConnection title={t("profile.account")}>
			<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
				<dt className="text-muted">{t("profile.signedInAs")}</dt>
				<dd className="break-all">{email ?? t("account.anonymous")}</dd>
				<dt className="text-muted">{t("profile.methods")}</dt>
				<dd>{methods.length ? methods.join(", ") : t("profile.noMethods")}</dd>
			</dl>
			<p role="status" className="text-sm empty:hidden">
				{isPasswordAdded ? t("settings.passwordAdded") : null}
			</p>
			<FormAlert message={linkError} />
			{isAnonymous ? (
				<div className="flex flex-col gap-3">
					<h3 className="font-semibold">{t("profile.keepDataTitle")}</h3>
					<p className="text-sm text-muted">
						{t(isGoogleEnabled ? "profile.keepDataTextWithGoogle" : "profile.keepDataText")}
					</p>
					<KeepDataForm />
				</div>
			) : null}
			{isGoogleEnabled && !hasGoogle ? (
				<Button variant="secondary" onClick={() => void onLinkGoogle()}>
					{t("account.linkGoogle")}
				</Button>
			) : null}
			{hasPassword ? <ChangePasswordForm /> : null}
			{!isAnonymous && !hasPassword && email ? (
				<AddPasswordForm
					email={email}
					onDone={() => {
						setPasswordAdded(true);
						void revalidator.revalidate();
					}}
				/>
			) : null}
		</ProfileSection>
	);
}
