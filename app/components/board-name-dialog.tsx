import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { mutate } from "#app/lib/change-queue/queue-change.ts";
import { useQueueStatus } from "#app/lib/change-queue/queue-status.ts";
import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import { refusalMessage } from "#app/lib/refusal-message.ts";
import { useUnsavedInput } from "#app/lib/unsaved-input.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { BOARD_NAME_MAX_LENGTH, createBoardSchema } from "#core/boards/board.schema.ts";

type Props = {
	/** The board to rename; without it, the dialog creates a new board. */
	board?: { id: string; name: string };
	/** Whose change: it is kept on this device until the server has it (ADR 0034). */
	userId: string;
	onOpenChange: (open: boolean) => void;
	/**
	 * The change is made: answered (online), or kept to be sent later (offline), `answer` then settling when it is
	 * sent. `shown` is the board as the list shows it meanwhile.
	 */
	onSaved: (shown: Extract<Shown, { kind: "board" }>, answer: Promise<unknown>) => void;
};

/** Names a new board or renames one, showing the name rule or the server's refusal next to the field. Lazy-loaded. */
export default function BoardNameDialog({ board, userId, onOpenChange, onSaved }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const [name, setName] = useState(board?.name ?? "");
	useUnsavedInput(name);
	const [error, setError] = useState<string | undefined>();
	const [isBusy, setBusy] = useState(false);
	// A new board's id is chosen here once, so a retried creation names the same board.
	const [newId] = useState(() => crypto.randomUUID());
	// Online, the dialog waits for the answer; if the network fails meanwhile, the queue keeps the change (one more
	// waits) and the dialog closes as it does offline.
	const { count } = useQueueStatus();
	const waiting = useRef<{ count: number; close: () => void } | null>(null);
	useEffect(() => {
		if (waiting.current === null || count <= waiting.current.count) return;
		const { close } = waiting.current;
		waiting.current = null;
		close();
	}, [count]);

	const onSubmit = async (event: FormEvent) => {
		event.preventDefault();
		const parsed = createBoardSchema.shape.name.safeParse(name);
		if (!parsed.success) {
			setError(t("boards.nameRule", { max: BOARD_NAME_MAX_LENGTH }));
			return;
		}
		if (board && parsed.data === board.name) return onOpenChange(false);
		const shown = { kind: "board", board: { id: board?.id ?? newId, name: parsed.data } } as const;
		const answer = board
			? mutate(userId, locale, { name: "board.update", args: { id: board.id, name: parsed.data }, shown })
			: mutate(userId, locale, { name: "board.create", args: { id: newId, name: parsed.data }, shown, key: newId });
		// Offline it waits for the network: shown at once, and the list says if it is refused later.
		if (!navigator.onLine) return onSaved(shown, answer);
		setBusy(true);
		waiting.current = { count, close: () => onSaved(shown, answer) };
		try {
			await answer;
		} catch (refusal) {
			// Refused after it was kept: the list shows the refusal.
			if (waiting.current === null) return;
			waiting.current = null;
			setError(refusal instanceof ApiError && refusal.fields.name ? refusal.fields.name : refusalMessage(refusal, t));
			setBusy(false);
			return;
		}
		if (waiting.current === null) return;
		waiting.current = null;
		onSaved(shown, answer);
	};

	return (
		<Dialog open onOpenChange={onOpenChange}>
			<DialogContent title={t(board ? "boards.renameTitle" : "boards.newBoardTitle")} closeLabel={t("common.close")}>
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
							{board ? t("common.save") : t("boards.create")}
						</Button>
					</div>
				</form>
			</DialogContent>
		</Dialog>
	);
}
