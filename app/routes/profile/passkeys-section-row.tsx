import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyView } from "#core/auth/passkey.schema.ts";
import { checkPasskeyName } from "./passkeys-section-name.ts";

type Props = {
	passkey: PasskeyView;
	isBusy: boolean;
	/** Resolves true once renamed. */
	onRename: (name: string) => Promise<boolean>;
	onDelete: () => Promise<void>;
};

/** One passkey: its name and when it was added, renamed in place, deleted after a confirmation. */
export function PasskeyRow({ passkey, isBusy, onRename, onDelete }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const renameButton = useRef<HTMLButtonElement>(null);
	const [draft, setDraft] = useState<string | undefined>();
	const [error, setError] = useState<string | undefined>();
	const name = passkey.name || t("passkeys.unnamed");

	const closeEditor = () => {
		setDraft(undefined);
		setError(undefined);
		// The editor is gone: focus goes back to where the person opened it.
		requestAnimationFrame(() => renameButton.current?.focus());
	};
	const onSave = async (event: FormEvent) => {
		event.preventDefault();
		const checked = checkPasskeyName(draft ?? "", t);
		if ("error" in checked) return setError(checked.error);
		if (checked.name === passkey.name || (await onRename(checked.name))) closeEditor();
	};

	return (
		<li className="flex flex-col gap-2 py-3">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div className="flex flex-col">
					<span className="font-medium break-all">{name}</span>
					{passkey.createdAt ? (
						<span className="text-xs text-muted">
							{t("passkeys.created", { date: formatDay(passkey.createdAt, locale) })}
						</span>
					) : null}
				</div>
				{draft === undefined ? (
					<div className="flex gap-2">
						<Button
							ref={renameButton}
							size="sm"
							variant="secondary"
							aria-label={t("passkeys.renameLabel", { name })}
							onClick={() => setDraft(passkey.name ?? "")}
							disabled={isBusy}
						>
							{t("passkeys.rename")}
						</Button>
						<ConfirmDialog
							title={t("passkeys.deleteTitle", { name })}
							description={t("passkeys.deleteText")}
							confirmLabel={t("passkeys.deleteConfirm")}
							cancelLabel={t("common.cancel")}
							onConfirm={() => void onDelete()}
							isDestructive
							trigger={
								<Button size="sm" variant="ghost" aria-label={t("passkeys.deleteLabel", { name })} disabled={isBusy}>
									{t("passkeys.delete")}
								</Button>
							}
						/>
					</div>
				) : null}
			</div>
			{draft === undefined ? null : (
				<form
					noValidate
					className="flex flex-col gap-2"
					onSubmit={(event) => void onSave(event)}
					onKeyDown={(event) => {
						if (event.key === "Escape") closeEditor();
					}}
				>
					<FormField
						label={t("passkeys.newName", { name })}
						error={error}
						value={draft}
						maxLength={PASSKEY_NAME_MAX_LENGTH}
						autoComplete="off"
						autoFocus
						onChange={(event) => setDraft(event.target.value)}
					/>
					<div className="flex gap-2">
						<Button type="submit" size="sm" disabled={isBusy}>
							{t("common.save")}
						</Button>
						<Button type="button" size="sm" variant="ghost" onClick={closeEditor}>
							{t("common.cancel")}
						</Button>
					</div>
				</form>
			)}
		</li>
	);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day a passkey was added, in the page's language; in UTC, so the server and browser render the same text. */
function formatDay(iso: string, locale: string): string {
	let format = dayFormats.get(locale);
	if (!format) {
		format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
		dayFormats.set(locale, format);
	}
	return format.format(new Date(iso));
}
