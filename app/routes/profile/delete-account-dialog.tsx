import { type FormEvent, type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { forgetUnsentChanges } from "#app/lib/change-queue/unsent-changes.ts";
import { forgetOfflineCopies } from "#app/lib/offline-copies.ts";
import { refusalMessage } from "#app/lib/refusal-message.ts";
import { sendMutation } from "#app/lib/send-mutation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { useSignedInUserId } from "#app/lib/use-signed-in-user-id.ts";
import { ACCOUNT_DELETED_PARAM, isDeletionConfirmed } from "#core/account/account-data.schema.ts";

type Props = {
	email: string | null;
	isAnonymous: boolean;
	/** Says that the subscription ends now too. */
	isPro: boolean;
	onOpenChange: (open: boolean) => void;
	/** The button that opened the dialog: Radix only returns focus to its own trigger, and this one has none. */
	returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * Deleting the account, confirmed by typing the email (or, for an anonymous account, a word in the page's language),
 * so it never happens by a stray click or Enter. The server checks the same rule. Lazy-loaded.
 */
export default function DeleteAccountDialog({ email, isAnonymous, isPro, onOpenChange, returnFocusTo }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const to = useLocalizedPath();
	const userId = useSignedInUserId();
	const expected = isAnonymous || !email ? t("yourData.delete.anonymousWord") : email;
	const [typed, setTyped] = useState("");
	const [fieldError, setFieldError] = useState<string | undefined>();
	const [refusal, setRefusal] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);
	const isConfirmed = isDeletionConfirmed(typed, [expected]);

	const onSubmit = async (event: FormEvent) => {
		event.preventDefault();
		if (!isConfirmed || isBusy) return;
		setBusy(true);
		setRefusal(undefined);
		try {
			await sendMutation("account.delete", { confirmation: typed }, locale);
			try {
				sessionStorage.clear();
			} catch {
				// storage unavailable: nothing to clear
			}
			// Changes still unsent are of tasks that no longer exist: they are deleted, not sent.
			await Promise.all([forgetOfflineCopies(), forgetUnsentChanges(userId)]);
			// A full load, so nothing of the deleted account stays in the page.
			location.assign(`${to("/")}?${ACCOUNT_DELETED_PARAM}=1`);
		} catch (failure) {
			if (failure instanceof ApiError && failure.fields.confirmation) setFieldError(failure.fields.confirmation);
			else setRefusal(refusalMessage(failure, t));
			setBusy(false);
		}
	};

	const description = isPro
		? t("common.twoSentences", { first: t("yourData.delete.description"), second: t("yourData.delete.subscription") })
		: t("yourData.delete.description");
	return (
		<Dialog open onOpenChange={onOpenChange}>
			<DialogContent
				title={t("yourData.delete.title")}
				description={description}
				closeLabel={t("common.close")}
				onCloseAutoFocus={(event) => {
					event.preventDefault();
					returnFocusTo.current?.focus();
				}}
			>
				<form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
					<FormField
						label={
							isAnonymous || !email
								? t("yourData.delete.typeWord", { word: expected })
								: t("yourData.delete.typeEmail", { email })
						}
						value={typed}
						onChange={(event) => {
							setTyped(event.target.value);
							setFieldError(undefined);
						}}
						error={fieldError}
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={false}
						required
					/>
					<FormAlert message={refusal} />
					<div className="flex justify-end gap-2">
						<Button variant="secondary" onClick={() => onOpenChange(false)}>
							{t("common.cancel")}
						</Button>
						<Button type="submit" variant="danger" disabled={!isConfirmed || isBusy}>
							{t("yourData.delete.confirm")}
						</Button>
					</div>
				</form>
			</DialogContent>
		</Dialog>
	);
}
