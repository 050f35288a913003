import { changeOf, settleOf } from "#app/lib/change-queue/shown-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { ActionKit } from "./action-kit.ts";
import { OPTIMISTIC_STEPS } from "./optimistic-steps.ts";

/** `task.skip`: "Skip this one" of a repeating task; the server moves its due date to the rule's next date. */
export const skipOccurrenceAction = (kit: ActionKit) => (task: PageTask) => {
	const shown = OPTIMISTIC_STEPS["task.skip"]();
	const change = { name: "task.skip" as const, args: { id: task.id, version: task.version }, shown };
	return kit.run(changeOf(shown), () => kit.send({ ...change, baseVersion: task.version }), settleOf(shown));
};
