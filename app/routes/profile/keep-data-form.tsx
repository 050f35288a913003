import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CredentialsForm } from "#app/components/credentials-form.tsx";
import { FormAlert } from "#app/components/form-alert.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * An anonymous user adds an email and password; the account, and everything in it, stays the same once the mailed
 * link is opened. The answer is the same whether or not the address already has an account (ADR 0022).
 */
export function KeepDataForm() {
	const { t } = useTranslation();
	const locale = useLocale();
	const [error, setError] = useState<string | undefined>();
	const [sentTo, setSentTo] = useState<string | undefined>();
	if (sentTo) {
		return (
			<p role="status" className="text-sm">
				{t("profile.keepDataSent", { email: sentTo })}
			</p>
		);
	}
	return (
		<div className="flex flex-col gap-3">
			<FormAlert message={error} />
			<CredentialsForm
				submitLabel={t("profile.addEmailPassword")}
				passwordAutoComplete="new-password"
				onSubmit={async (credentials) => {
					setError(undefined);
					try {
						await sendMutation("account.keepData", credentials, locale);
						setSentTo(credentials.email);
					} catch (failure) {
						setError(failure instanceof ApiError && failure.message ? failure.message : t("errors.somethingWentWrong"));
					}
				}}
			/>
		</div>
	);
}
