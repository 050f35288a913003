import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { OneTimeCodeField } from "#app/components/one-time-code-field.tsx";
import { PostedForm } from "#app/components/posted-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { authErrorKey } from "#app/lib/auth-error-message.ts";
import type { FieldMessage } from "#core/validation/field-errors.ts";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";

const TOTP_CODE = /^\d{6}$/;

type Props = {
	onVerified: () => Promise<void> | void;
	/** What the server found wrong with the code when the form was posted before the page hydrated. */
	postedError?: FieldMessage | undefined;
};

/**
 * The second step for accounts with two-factor: a 6-digit code from the app, or one of the backup codes; or, instead,
 * a passkey, which is two factors on its own (it signs in afresh, as on the first step).
 */
export function TwoFactorForm({ onVerified, postedError }: Props) {
	const { t } = useTranslation();
	const [code, setCode] = useState("");
	const [error, setError] = useState<string | undefined>(
		postedError && t(postedError.key, "values" in postedError ? postedError.values : {}),
	);
	const [isBusy, setBusy] = useState(false);
	const [passkeyError, setPasskeyError] = useState<string | undefined>();
	return (
		<PostedForm
			intent="two-factor"
			onSubmit={async (event) => {
				event.preventDefault();
				const trimmed = code.replace(/\s/g, "");
				if (!trimmed) return setError(t("validation.required"));
				setBusy(true);
				const { error: failure } = TOTP_CODE.test(trimmed)
					? await authClient.twoFactor.verifyTotp({ code: trimmed })
					: await authClient.twoFactor.verifyBackupCode({ code: trimmed });
				setBusy(false);
				if (failure) return setError(t(authErrorKey(failure)));
				await onVerified();
			}}
		>
			<h2 className="text-xl font-semibold">{t("login.twoFactorTitle")}</h2>
			<p className="text-sm text-muted">{t("login.twoFactorText")}</p>
			<OneTimeCodeField value={code} error={error} onChange={setCode} />
			<Button type="submit" disabled={isBusy}>
				{t("login.verify")}
			</Button>
			<PasskeySignInButton
				label={t("passkeys.useInstead")}
				variant="ghost"
				onSignedIn={onVerified}
				onError={(key) => setPasskeyError(key && t(key))}
			/>
			<FormAlert message={passkeyError} />
		</PostedForm>
	);
}
