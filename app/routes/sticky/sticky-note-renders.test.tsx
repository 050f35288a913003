// @vitest-environment happy-dom

import { vi } from "vitest";
import { describeCardChecklist } from "#app/routes/+tasks/card-checklist.test-support.tsx";
import { describeCardFacts } from "#app/routes/+tasks/card-facts.test-support.tsx";
import { describeCardRenders } from "#app/routes/+tasks/card-renders.test-support.tsx";
import { StickyWall } from "./sticky-wall.tsx";

vi.mock("#app/routes/+tasks/task-actions-menu.tsx", async () => ({
	useTaskActionsMenu: (await import("#app/routes/+tasks/card-renders.test-support.tsx")).useCountingTaskActionsMenu,
}));

describeCardRenders(<StickyWall layout="sections" />);
describeCardFacts(<StickyWall layout="sections" />, { showsPriorityAndStatus: false });
describeCardChecklist(<StickyWall layout="sections" />, { showsNextItem: true });
