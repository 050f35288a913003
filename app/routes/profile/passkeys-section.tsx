import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { FormAlert } from "#app/components/form-alert.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { passkeyErrorKey } from "#app/lib/passkey-error-message.ts";
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyView } from "#core/auth/passkey.schema.ts";
import { checkPasskeyName } from "./passkeys-section-name.ts";
import { PasskeyRow } from "./passkeys-section-row.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SignInAgainButton } from "./sign-in-again-button.tsx";

/** Passkeys: add one (named, so that the list says which device it is), rename or delete those there are. */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyView[] }) {
	const { t } = useTranslation();
	const revalidator = useRevalidator();
	const headingRef = useRef<HTMLHeadingElement>(null);
	const [name, setName] = useState("");
	const [nameError, setNameError] = useState<string | undefined>();
	const [error, setError] = useState<string | undefined>();
	const [needsSignIn, setNeedsSignIn] = useState(false);
	const [done, setDone] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);

	/** Runs one change; on success says so and reloads the list, else shows why. */
	const run = async (change: () => Promise<{ error: { code?: string; status?: number } | null }>, success: string) => {
		setBusy(true);
		setError(undefined);
		setNeedsSignIn(false);
		setDone(undefined);
		const { error: failure } = await change();
		setBusy(false);
		if (failure) {
			const key = passkeyErrorKey(failure);
			setError(t(key));
			setNeedsSignIn(key === "authErrors.signInAgain");
			return false;
		}
		setDone(success);
		await revalidator.revalidate();
		return true;
	};

	const onAdd = async (event: FormEvent) => {
		event.preventDefault();
		const checked = checkPasskeyName(name, t);
		setNameError("error" in checked ? checked.error : undefined);
		if ("error" in checked) return;
		if (await run(() => authClient.passkey.addPasskey({ name: checked.name }), t("passkeys.added"))) setName("");
	};

	return (
		<ProfileSection id="passkeys-heading" needsConnection title={t("passkeys.title")} headingRef={headingRef}>
			<p className="text-sm text-muted">{t("passkeys.intro")}</p>
			<FormAlert message={error} />
			{needsSignIn ? <SignInAgainButton /> : null}
			<p role="status" className="text-sm">
				{done}
			</p>
			{passkeys.length === 0 ? (
				<p className="text-sm">{t("passkeys.none")}</p>
			) : (
				<ul aria-label={t("passkeys.listLabel")} className="flex flex-col divide-y divide-border">
					{passkeys.map((passkey) => (
						<PasskeyRow
							key={passkey.id}
							passkey={passkey}
							isBusy={isBusy}
							onRename={(newName) =>
								run(() => authClient.passkey.updatePasskey({ id: passkey.id, name: newName }), t("passkeys.renamed"))
							}
							onDelete={async () => {
								await run(() => authClient.passkey.deletePasskey({ id: passkey.id }), t("passkeys.deleted"));
								headingRef.current?.focus();
							}}
						/>
					))}
				</ul>
			)}
			<form noValidate onSubmit={(event) => void onAdd(event)} className="flex flex-col gap-3">
				<FormField
					label={t("passkeys.name")}
					hint={t("passkeys.nameHint")}
					error={nameError}
					value={name}
					maxLength={PASSKEY_NAME_MAX_LENGTH}
					autoComplete="off"
					onChange={(event) => setName(event.target.value)}
				/>
				<Button type="submit" disabled={isBusy}>
					{t("passkeys.add")}
				</Button>
			</form>
		</ProfileSection>
	);
}
