import { lazy } from "react";
import { useMenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import type { CardLabels } from "./card-labels.ts";

const TaskMenu = lazy(() => import("./task-menu.tsx"));

// A text glyph rather than an SVG icon, and no element of its own: hundreds of cards repeat it in the server's HTML.
// The button's label names it; the view's style sheet sizes it by its place in the card (no class to repeat).
const GLYPH = "⋯";

/**
 * A task's "⋯" menu, for a matrix card and a sticky note alike: the menu itself loads when first opened. A hook the
 * card calls, not a component of its own (see useMenuOnDemand).
 */
export function useTaskActionsMenu(task: PageTask, labels: CardLabels) {
	const trigger = { "aria-label": labels.actions(task.title), children: GLYPH };
	return useMenuOnDemand(trigger, () => <TaskMenu trigger={trigger} task={task} />);
}
