import { reopenChecklist } from "#core/checklists/new-checklist.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { nextOccurrence } from "./next-occurrence.ts";
import { userTimeZone } from "./next-occurrence-task.ts";
import { ownedTask, saveTask } from "./task-queries.ts";

type Options = { db: Db; userId: string; taskId: string; version: number | undefined };

/**
 * "Skip this one": a repeating task moves on to its next occurrence (its due date the rule's next date, its COUNT one
 * less) without being completed, its checklist open again as a new occurrence's would be. Skipping the last
 * occurrence ends the repetition and leaves the date and the checklist. A task that
 * does not repeat is refused with `version_conflict`: whoever asked saw an older version of it.
 */
export async function skipOccurrence({ db, userId, taskId, version }: Options) {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		if (version !== undefined && version !== current.version) throw new DomainError("version_conflict");
		if (current.repeat === null || current.dueDate === null) throw new DomainError("version_conflict");
		const next = nextOccurrence({
			repeat: current.repeat,
			dueDate: current.dueDate,
			dueTime: current.dueTime?.slice(0, 5) ?? null,
			timeZone: await userTimeZone(tx, userId),
		});
		if (next) await reopenChecklist(tx, { userId, taskId });
		return saveTask(tx, { userId, current, changes: next ?? { repeat: null } });
	});
}
