import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { passwordField } from "#core/auth/credentials.schema.ts";
import { authErrorKey } from "./auth-error-message.ts";

const schema = z.object({ password: passwordField });

/** Sets a new password with the token from the mailed link (once; the link expires after an hour). */
export function ResetPasswordPanel({ token, linkError }: { token: string | null; linkError: string | null }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const form = useValidatedForm(schema, { password: "" });
	const [state, setState] = useState<"idle" | "busy" | "done">("idle");
	const [error, setError] = useState<string | undefined>(linkError || !token ? t("authErrors.invalidLink") : undefined);
	if (state === "done") {
		return (
			<div className="flex flex-col gap-4">
				<p role="status">{t("login.resetDone")}</p>
				<Link to={to("/login")} className="text-primary underline underline-offset-4">
					{t("login.backToSignIn")}
				</Link>
			</div>
		);
	}
	return (
		<form
			noValidate
			className="flex flex-col gap-4"
			onSubmit={async (event) => {
				event.preventDefault();
				const values = form.validate();
				if (!values || !token) return;
				setState("busy");
				const { error: failure } = await authClient.resetPassword({ newPassword: values.password, token });
				if (failure) {
					setState("idle");
					return setError(t(authErrorKey(failure)));
				}
				setState("done");
			}}
		>
			<h2 className="text-xl font-semibold">{t("login.resetTitle")}</h2>
			{error ? (
				<p role="alert" className="text-sm text-danger">
					{error}
				</p>
			) : null}
			<FormField
				label={t("login.newPassword")}
				type="password"
				autoComplete="new-password"
				hint={t("login.passwordHint")}
				{...form.field("password")}
			/>
			<Button type="submit" disabled={state === "busy" || !token}>
				{t("login.setNewPassword")}
			</Button>
		</form>
	);
}
