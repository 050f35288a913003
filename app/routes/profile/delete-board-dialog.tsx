import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import type { BoardView } from "#core/boards/board-view.ts";
import { CheckboxField } from "./checkbox-field.tsx";

type Props = {
	board: BoardView;
	/** Where the tasks go unless they are deleted too. */
	defaultBoardName: string;
	onOpenChange: (open: boolean) => void;
	onConfirm: (isDeletingTasks: boolean) => void;
};

/** Asks before deleting a board: its tasks move to the default board, or, if the person ticks it, go with it. */
export default function DeleteBoardDialog({ board, defaultBoardName, onOpenChange, onConfirm }: Props) {
	const { t } = useTranslation();
	const [isDeletingTasks, setDeletingTasks] = useState(false);
	const hasTasks = board.taskCount > 0;
	const description = !hasTasks
		? t("boards.deleteEmpty")
		: isDeletingTasks
			? t("boards.deleteTasksCount", { count: board.taskCount })
			: t("boards.deleteMovesTasks", { defaultName: defaultBoardName });
	return (
		<ConfirmDialog
			open
			onOpenChange={onOpenChange}
			title={t("boards.deleteTitle", { name: board.name })}
			description={description}
			confirmLabel={t("boards.deleteConfirm")}
			cancelLabel={t("common.cancel")}
			onConfirm={() => onConfirm(hasTasks && isDeletingTasks)}
			isDestructive
		>
			{hasTasks ? (
				<CheckboxField
					label={t("boards.deleteTasksToo")}
					checked={isDeletingTasks}
					onChange={setDeletingTasks}
					className="mt-4"
				/>
			) : null}
		</ConfirmDialog>
	);
}
