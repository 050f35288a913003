import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnsavedInput } from "#app/lib/unsaved-input.ts";
import { useTaskView } from "#app/routes/+tasks/task-view-context.ts";
import type { Quadrant } from "#core/constants.ts";

const TITLE_MAX_LENGTH = 200;

/** Type a title, press Enter: the task is there at once and the field is ready for the next one. */
type Props = { quadrant: Quadrant; quadrantName: string };

export function QuickAdd({ quadrant, quadrantName }: Props) {
	const { t } = useTranslation();
	const { actions, allBoards } = useTaskView();
	const [title, setTitle] = useState("");
	useUnsavedInput(title);
	// In "Show everything" the person says which board; the default one is chosen until they do.
	const [boardId, setBoardId] = useState(allBoards?.defaultBoardId);
	const inputId = `quick-add-${quadrant}`;
	return (
		<form
			className="flex gap-2"
			onSubmit={(event) => {
				event.preventDefault();
				const trimmed = title.trim();
				if (trimmed === "") return;
				setTitle("");
				void actions.add({ title: trimmed, quadrant, boardId }).then((isAdded) => {
					if (!isAdded) setTitle((current) => current || trimmed);
				});
			}}
		>
			<label htmlFor={inputId} className="sr-only">
				{t("matrix.quickAddLabel", { quadrant: quadrantName })}
			</label>
			<input
				id={inputId}
				data-quick-add={quadrant}
				value={title}
				onChange={(event) => setTitle(event.target.value)}
				maxLength={TITLE_MAX_LENGTH}
				enterKeyHint="done"
				autoComplete="off"
				placeholder={t("matrix.quickAddPlaceholder")}
				className="h-9 w-full min-w-0 rounded-md border border-border bg-surface px-3 text-sm text-text placeholder:text-muted"
			/>
			{allBoards ? (
				<select
					aria-label={t("boards.addTo", { quadrant: quadrantName })}
					value={boardId}
					onChange={(event) => setBoardId(event.target.value)}
					className="h-9 max-w-36 rounded-md border border-border bg-surface px-2 text-sm text-text"
				>
					{allBoards.boards.map((board) => (
						<option key={board.id} value={board.id}>
							{board.name}
						</option>
					))}
				</select>
			) : null}
		</form>
	);
}
