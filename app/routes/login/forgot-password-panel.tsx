import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { emailField } from "#core/auth/credentials.schema.ts";
import { authErrorKey } from "./auth-error-message.ts";

const schema = z.object({ email: emailField });

/** Mails a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPanel() {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const form = useValidatedForm(schema, { email: "" });
	const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
	const [error, setError] = useState<string | undefined>();
	if (state === "sent") {
		return (
			<div className="flex flex-col gap-4">
				<p role="status">{t("login.resetSent")}</p>
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
				if (!values) return;
				setState("busy");
				const { error: failure } = await authClient.requestPasswordReset({
					email: values.email,
					redirectTo: `${to("/login")}?mode=reset`,
				});
				if (failure) {
					setState("idle");
					return setError(t(authErrorKey(failure)));
				}
				setState("sent");
			}}
		>
			<h2 className="text-xl font-semibold">{t("login.forgotTitle")}</h2>
			<p className="text-sm text-muted">{t("login.forgotText")}</p>
			{error ? (
				<p role="alert" className="text-sm text-danger">
					{error}
				</p>
			) : null}
			<FormField label={t("login.email")} type="email" autoComplete="email" {...form.field("email")} />
			<Button type="submit" disabled={state === "busy"}>
				{t("login.sendResetLink")}
			</Button>
			<Link to={to("/login")} className="text-sm text-primary underline underline-offset-4">
				{t("login.backToSignIn")}
			</Link>
		</form>
	);
}
