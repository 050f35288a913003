import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { NewPasswordField } from "#app/components/new-password-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { passwordField } from "#core/auth/credentials.schema.ts";
import { z } from "#core/validation/zod.ts";

const schema = z.object({ password: passwordField });

/** An account that signs in with Google only adds a password, to sign in with its email address too. */
export function AddPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const form = useValidatedForm(schema, { password: "" });
	const [error, setError] = useState<string | undefined>();

	return (
		<form
			method="post"
			noValidate
			aria-labelledby="add-password-heading"
			className="flex flex-col gap-3"
			onSubmit={form.handleSubmit(async ({ password }) => {
				setError(undefined);
				try {
					await sendMutation("account.addPassword", { password }, locale);
					onDone();
				} catch (failure) {
					setError(failure instanceof ApiError && failure.message ? failure.message : t("errors.somethingWentWrong"));
				}
			})}
		>
			<h3 id="add-password-heading" className="font-semibold">
				{t("settings.addPasswordTitle")}
			</h3>
			<p className="text-sm text-muted">{t("settings.addPasswordText", { email })}</p>
			<FormAlert message={error} />
			<NewPasswordField label={t("profile.newPassword")} {...form.field("password")} />
			<Button type="submit" className="self-start" disabled={form.isBusy}>
				{t("settings.addPassword")}
			</Button>
		</form>
	);
}
