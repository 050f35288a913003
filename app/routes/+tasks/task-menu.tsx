import { useTranslation } from "react-i18next";
import {
	MenuCheckboxItem,
	MenuItem,
	MenuLabel,
	MenuOpenedOnDemand,
	MenuSeparator,
} from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { boardEntryRefusal } from "#core/plans/plan-gates.ts";
import { quadrantBeforeEscalation } from "#core/tasks/urgency-rule.ts";
import { keepFocus } from "./focus-task.ts";
import { useTaskView } from "./task-view-context.ts";

type Props = { trigger: MenuTriggerLook; task: PageTask };

/** A task's actions, including "Move to…" (the non-drag way to move). Loaded when first opened. */
export default function TaskMenu({ trigger, task }: Props) {
	const { t } = useTranslation();
	const { actions, boards, plan, onEdit, onUpgradeNeeded } = useTaskView();
	const otherBoards = boards.filter((board) => board.id !== task.boardId);
	const isDone = task.status === "done";
	// Moved by the urgency rule and left there: the way back is offered, never taken by itself (ADR 0032).
	const movedFrom = task.escalatedOn !== null && !task.isPinned ? quadrantBeforeEscalation(task.quadrant) : undefined;
	const onMove = (quadrant: Quadrant) => void actions.moveByHand([task], quadrant, null, keepFocus);
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("matrix.taskActions", { title: task.title })}>
			<MenuItem onSelect={() => onEdit(task)}>{t("matrix.edit")}</MenuItem>
			<MenuItem onSelect={() => void actions.setDone(task, !isDone)}>
				{isDone ? t("matrix.reopen") : t("matrix.complete")}
			</MenuItem>
			{task.repeat !== null && !isDone ? (
				<>
					<MenuItem onSelect={() => void actions.skipOccurrence(task)}>{t("matrix.skipOccurrence")}</MenuItem>
					<MenuItem onSelect={() => void actions.stopRepeating(task)}>{t("matrix.stopRepeating")}</MenuItem>
				</>
			) : null}
			{task.checklist.length > 0 ? (
				<>
					<MenuSeparator />
					<MenuLabel>{t("checklist.heading")}</MenuLabel>
					{task.checklist.map((item) => (
						<MenuCheckboxItem
							key={item.id}
							checked={item.isDone}
							// The menu stays open: several items are ticked in a row.
							onSelect={(event) => event.preventDefault()}
							onCheckedChange={(isDone) => void actions.setItemDone(task, item.id, isDone === true)}
						>
							{item.title}
						</MenuCheckboxItem>
					))}
					<MenuSeparator />
				</>
			) : null}
			{task.isPinned ? <MenuItem onSelect={() => void actions.unpin(task)}>{t("matrix.unpin")}</MenuItem> : null}
			{movedFrom ? (
				<MenuItem onSelect={() => onMove(movedFrom)}>
					{t("matrix.moveBack", { quadrant: t(`quadrants.${movedFrom}.name`) })}
				</MenuItem>
			) : null}
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
							onSelect={() =>
								boardEntryRefusal(plan, board) === null
									? void actions.moveToBoard(task, board)
									: onUpgradeNeeded("pro_required")
							}
						>
							{board.name}
						</MenuItem>
					))}
				</>
			) : null}
			<MenuSeparator />
			<MenuItem onSelect={() => void actions.remove([task])}>{t("matrix.delete")}</MenuItem>
		</MenuOpenedOnDemand>
	);
}
