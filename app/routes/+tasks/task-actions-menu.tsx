import { lazy } from "react";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { useTaskView } from "./task-view-context.ts";

const TaskMenu = lazy(() => import("./task-menu.tsx"));

// A text glyph rather than an SVG icon, and no element of its own: hundreds of cards repeat it in the server's HTML.
// The button's label names it; the view's class sizes it.
const GLYPH = "⋯";

/** A task's "⋯" menu, for a matrix card and a sticky note alike: the menu itself loads when first opened. */
export function TaskActionsMenu({ task, className }: { task: PageTask; className: string }) {
	const { labels } = useTaskView();
	const trigger = { className, "aria-label": labels.actions(task.title), children: GLYPH };
	return (
		<MenuOnDemand trigger={trigger}>
			<TaskMenu trigger={trigger} task={task} />
		</MenuOnDemand>
	);
}
