import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { BOARD_NAME_MAX_LENGTH, createBoardSchema } from "#core/boards/board.schema.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Names a new board (Pro), creates it and shows it. Loaded when first opened. */
export default function NewBoardDialog({ open, onOpenChange }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const [name, setName] = useState("");
	const [error, setError] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);
	const [id] = useState(() => crypto.randomUUID());

	const onSubmit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = createBoardSchema.safeParse({ id, name });
		if (!parsed.success) {
			setError(t("boards.nameRule", { max: BOARD_NAME_MAX_LENGTH }));
			return;
		}
		setBusy(true);
		try {
			await apiRequest("/boards", { method: "POST", body: parsed.data, locale, idempotencyKey: id });
			onOpenChange(false);
			navigate(`${pathname}?board=${id}`);
		} catch (refusal) {
			setError(refusal instanceof ApiError ? (refusal.fields.name ?? refusal.message) : t("matrix.offline"));
		} finally {
			setBusy(false);
		}
	};

	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent title={t("boards.newBoardTitle")} closeLabel={t("common.close")}>
				<form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
					<FormField
						label={t("boards.name")}
						value={name}
						onChange={(event) => {
							setName(event.target.value);
							setError(undefined);
						}}
						maxLength={BOARD_NAME_MAX_LENGTH}
						error={error}
						autoComplete="off"
						required
					/>
					<div className="flex justify-end gap-2">
						<Button variant="secondary" onClick={() => onOpenChange(false)}>
							{t("common.cancel")}
						</Button>
						<Button type="submit" disabled={isBusy}>
							{t("boards.create")}
						</Button>
					</div>
				</form>
			</DialogContent>
		</Dialog>
	);
}
