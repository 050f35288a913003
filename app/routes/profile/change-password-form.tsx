import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { NewPasswordField } from "#app/components/new-password-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { passwordField } from "#core/auth/credentials.schema.ts";
import { z } from "#core/validation/zod.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { SignInAgainButton } from "./sign-in-again-button.tsx";

const schema = z.object({ currentPassword: z.string().min(1), newPassword: passwordField });

/** Needs the current password and a recent sign-in; signs out the other devices unless the person unticks it. */
export function ChangePasswordForm() {
	const { t } = useTranslation();
	const form = useValidatedForm(schema, { currentPassword: "", newPassword: "" });
	const [isSigningOutOthers, setSigningOutOthers] = useState(true);
	const [result, setResult] = useState<{ ok: boolean; key: ParseKeys } | undefined>();

	return (
		<form
			method="post"
			noValidate
			aria-labelledby="change-password-heading"
			className="flex flex-col gap-3"
			onSubmit={form.handleSubmit(async (values) => {
				const { error } = await authClient.changePassword({ ...values, revokeOtherSessions: isSigningOutOthers });
				setResult(error ? { ok: false, key: authErrorKey(error) } : { ok: true, key: "profile.passwordChanged" });
			})}
		>
			<h3 id="change-password-heading" className="font-semibold">
				{t("profile.changePassword")}
			</h3>
			{result ? (
				<p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "" : "text-danger"}`}>
					{t(result.key)}
				</p>
			) : null}
			{result?.key === "authErrors.signInAgain" ? <SignInAgainButton /> : null}
			<FormField
				label={t("profile.currentPassword")}
				type="password"
				autoComplete="current-password"
				{...form.field("currentPassword")}
			/>
			<NewPasswordField label={t("profile.newPassword")} {...form.field("newPassword")} />
			<CheckboxField
				label={t("profile.signOutOthersToo")}
				checked={isSigningOutOthers}
				onChange={setSigningOutOthers}
			/>
			<Button type="submit" disabled={form.isBusy}>
				{t("profile.changePassword")}
			</Button>
		</form>
	);
}
