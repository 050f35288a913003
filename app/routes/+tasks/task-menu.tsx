import { use } from "react";
import { useTranslation } from "react-i18next";
import {
	Menu,
	MenuContent,
	MenuItem,
	MenuLabel,
	MenuSeparator,
	MenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { boardEntryRefusal } from "#core/plans/plan-gates.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { BoardsContext } from "./boards-context.ts";

type Props = {
	trigger: MenuTriggerLook;
	task: TaskView;
	onEdit: () => void;
	onSetDone: (isDone: boolean) => void;
	onMove: (quadrant: Quadrant) => void;
	onMoveToBoard: (boardId: string) => void;
	onDelete: () => void;
};

/** A task's actions, including "Move to…" (the non-drag way to move). Loaded when first opened. */
export default function TaskMenu({ trigger, task, onEdit, onSetDone, onMove, onMoveToBoard, onDelete }: Props) {
	const { t } = useTranslation();
	const { boards, plan, onUpgradeNeeded } = use(BoardsContext);
	const otherBoards = boards.filter((board) => board.id !== task.boardId);
	const isDone = task.status === "done";
	return (
		<Menu defaultOpen>
			<MenuTrigger {...trigger} />
			<MenuContent aria-label={t("matrix.taskActions", { title: task.title })}>
				<MenuItem onSelect={onEdit}>{t("matrix.edit")}</MenuItem>
				<MenuItem onSelect={() => onSetDone(!isDone)}>{isDone ? t("matrix.reopen") : t("matrix.complete")}</MenuItem>
				<MenuSeparator />
				<MenuLabel>{t("matrix.moveTo")}</MenuLabel>
				{QUADRANTS.filter((quadrant) => quadrant !== task.quadrant).map((quadrant) => (
					<MenuItem key={quadrant} onSelect={() => onMove(quadrant)}>
						{t(`quadrants.${quadrant}.name`)}
					</MenuItem>
				))}
				{otherBoards.length > 0 ? (
					<>
						<MenuSeparator />
						<MenuLabel>{t("boards.moveToBoard")}</MenuLabel>
						{otherBoards.map((board) => (
							<MenuItem
								key={board.id}
								// Free may still move tasks out of a board kept from Pro, into the default board.
								onSelect={() => (boardEntryRefusal(plan, board) === null ? onMoveToBoard(board.id) : onUpgradeNeeded())}
							>
								{board.name}
							</MenuItem>
						))}
					</>
				) : null}
				<MenuSeparator />
				<MenuItem onSelect={onDelete}>{t("matrix.delete")}</MenuItem>
			</MenuContent>
		</Menu>
	);
}
