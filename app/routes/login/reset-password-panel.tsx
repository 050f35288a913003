import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { NewPasswordField } from "#app/components/new-password-field.tsx";
import { PostedForm } from "#app/components/posted-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { resetPasswordSchema } from "#core/auth/credentials.schema.ts";
import type { FieldMessage } from "#core/validation/field-errors.ts";
import { DoneNotice } from "./done-notice.tsx";

type Props = {
	token: string | null;
	/** Where the person goes once the new password has signed them in. */
	destination: string;
	linkError: string | null;
	/**
	 * The form was posted before the page hydrated (server/login-form-routes.ts): done, or refused with this key, or
	 * with these fields' messages.
	 */
	posted?: { isDone: boolean; failed: ParseKeys | undefined; fields: { password?: FieldMessage } };
};

/** Sets a new password with the token from the mailed link (once; the link expires after an hour), and signs in. */
export function ResetPasswordPanel({ token, destination, linkError, posted }: Props) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const form = useValidatedForm(resetPasswordSchema, { password: "" }, posted?.fields);
	const [isDone, setDone] = useState(posted?.isDone ?? false);
	const [error, setError] = useState<string | undefined>(
		linkError || !token ? t("authErrors.invalidLink") : posted?.failed && t(posted.failed),
	);
	if (isDone) return <DoneNotice message={t("login.resetDone")} />;
	return (
		<PostedForm
			intent="reset"
			onSubmit={form.handleSubmit(async ({ password }) => {
				if (!token) return;
				const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
				if (failure) return setError(t(authErrorKey(failure)));
				// Signed in by the reset (core/auth/sign-in-after-reset.ts), unless two-step verification asks for more.
				const { data: session } = await authClient.getSession();
				if (session) await navigate(destination, { replace: true });
				else setDone(true);
			})}
		>
			<input type="hidden" name="token" value={token ?? ""} />
			<h2 className="text-xl font-semibold">{t("login.resetTitle")}</h2>
			<FormAlert message={error} />
			<NewPasswordField label={t("login.newPassword")} {...form.field("password")} />
			<Button type="submit" disabled={form.isBusy || !token}>
				{t("login.setNewPassword")}
			</Button>
		</PostedForm>
	);
}
