import { lazy } from "react";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { TaskView } from "#core/tasks/task-view.ts";
import { focusTask } from "./focus-task.ts";
import type { TaskActions } from "./use-task-actions.ts";

const TaskMenu = lazy(() => import("./task-menu.tsx"));

type Props = { trigger: MenuTriggerLook; task: TaskView; actions: TaskActions; onEdit: (task: TaskView) => void };

/** A task's "⋯" menu, for a matrix card and a sticky note alike: the menu itself loads when first opened. */
export function TaskActionsMenu({ trigger, task, actions, onEdit }: Props) {
	return (
		<MenuOnDemand trigger={trigger}>
			<TaskMenu
				trigger={trigger}
				task={task}
				onEdit={() => onEdit(task)}
				onSetDone={(done) => void actions.setDone(task, done)}
				onMove={(quadrant) => {
					void actions.move(task, quadrant, null);
					focusTask(task.id);
				}}
				onMoveToBoard={(boardId) => void actions.moveToBoard(task, boardId)}
				onDelete={() => void actions.remove([task])}
			/>
		</MenuOnDemand>
	);
}
