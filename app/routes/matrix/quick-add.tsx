import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Quadrant } from "#core/tasks/quadrants.ts";
import type { TaskActions } from "./use-task-actions.ts";

const TITLE_MAX_LENGTH = 200;

/** Type a title, press Enter: the task is there at once and the field is ready for the next one. */
export function QuickAdd({
	quadrant,
	quadrantName,
	actions,
}: {
	quadrant: Quadrant;
	quadrantName: string;
	actions: TaskActions;
}) {
	const { t } = useTranslation();
	const [title, setTitle] = useState("");
	const inputId = `quick-add-${quadrant}`;
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				const trimmed = title.trim();
				if (trimmed === "") return;
				setTitle("");
				void actions.add({ title: trimmed, quadrant }).then((isAdded) => {
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
				className="h-9 w-full rounded-md border border-border bg-surface px-3 text-sm text-text placeholder:text-muted"
			/>
		</form>
	);
}
