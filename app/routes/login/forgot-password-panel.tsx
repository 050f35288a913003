import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { PostedForm } from "#app/components/posted-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { forgotPasswordSchema } from "#core/auth/credentials.schema.ts";
import type { FieldMessage } from "#core/validation/field-errors.ts";
import { DoneNotice } from "./done-notice.tsx";

type Props = {
	isSentAlready?: boolean;
	/** What the server found wrong when the form was posted before the page hydrated. */
	postedErrors?: { email?: FieldMessage };
};

/**
 * Mails a reset link. The answer is the same whether or not the address has an account. `isSentAlready`: the form was
 * posted before the page hydrated, and the server sent it (server/login-form-routes.ts).
 */
export function ForgotPasswordPanel({ isSentAlready = false, postedErrors }: Props) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const form = useValidatedForm(forgotPasswordSchema, { email: "" }, postedErrors);
	const [isSent, setSent] = useState(isSentAlready);
	const [error, setError] = useState<string | undefined>();
	if (isSent) return <DoneNotice message={t("login.resetSent")} />;
	return (
		<PostedForm
			intent="forgot"
			onSubmit={form.handleSubmit(async ({ email }) => {
				const { error: failure } = await authClient.requestPasswordReset({
					email,
					redirectTo: `${to("/login")}?mode=reset`,
				});
				if (failure) setError(t(authErrorKey(failure)));
				else setSent(true);
			})}
		>
			<h2 className="text-xl font-semibold">{t("login.forgotTitle")}</h2>
			<p className="text-sm text-muted">{t("login.forgotText")}</p>
			<FormAlert message={error} />
			<FormField label={t("login.email")} type="email" autoComplete="email" {...form.field("email")} />
			<Button type="submit" disabled={form.isBusy}>
				{t("login.sendResetLink")}
			</Button>
			<Link to={to("/login")} className="text-sm text-primary underline underline-offset-4">
				{t("login.backToSignIn")}
			</Link>
		</PostedForm>
	);
}
