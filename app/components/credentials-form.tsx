import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { PostedForm } from "#app/components/posted-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useValidatedForm } from "#app/lib/use-validated-form.ts";
import { type Credentials, credentialsSchema } from "#core/auth/credentials.schema.ts";
import type { FieldMessage } from "#core/validation/field-errors.ts";
import { NewPasswordField } from "./new-password-field.tsx";

type Props = {
	submitLabel: string;
	passwordAutoComplete: "current-password" | "new-password";
	onSubmit: (credentials: Credentials) => Promise<unknown>;
	/** Which of the sign-in page's forms this is, for the server when it is posted before hydration. */
	intent?: "sign-in" | "sign-up";
	/** What the server found wrong when the form was posted before the page hydrated. */
	posted?: Partial<Record<keyof Credentials, FieldMessage>>;
};

/** Email and password, checked as the person types with the server's own rules. */
export function CredentialsForm({ submitLabel, passwordAutoComplete, onSubmit, intent, posted }: Props) {
	const { t } = useTranslation();
	const form = useValidatedForm(credentialsSchema, { email: "", password: "" }, posted);
	return (
		<PostedForm intent={intent} onSubmit={form.handleSubmit(onSubmit)}>
			<FormField
				label={t("login.email")}
				type="email"
				autoComplete="email"
				inputMode="email"
				{...form.field("email")}
			/>
			{passwordAutoComplete === "new-password" ? (
				<NewPasswordField label={t("login.password")} {...form.field("password")} />
			) : (
				<FormField
					label={t("login.password")}
					type="password"
					autoComplete="current-password"
					{...form.field("password")}
				/>
			)}
			<Button type="submit" disabled={form.isBusy}>
				{submitLabel}
			</Button>
		</PostedForm>
	);
}
