import { eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { DomainError } from "#core/domain-error.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import type { UpdateTaskInput } from "./task.schema.ts";
import { ownedTask } from "./task-queries.ts";

/** Changes a task's fields; marking it done records when, undoing clears it. A stale version answers 409. */
export async function updateTask({
	db,
	userId,
	taskId,
	input,
}: {
	db: Db;
	userId: string;
	taskId: string;
	input: UpdateTaskInput;
}) {
	return db.transaction(async (tx) => {
		const current = await ownedTask(tx, userId, taskId, { lock: true });
		const { version, ...fields } = input;
		if (version !== undefined && version !== current.version) throw new DomainError("version_conflict", 409);
		const completedAt =
			fields.status === undefined
				? current.completedAt
				: fields.status === "done"
					? (current.completedAt ?? new Date())
					: null;
		const [updated] = await tx
			.update(task)
			.set({ ...fields, completedAt, version: current.version + 1, updatedAt: new Date() })
			.where(eq(task.id, taskId))
			.returning();
		await appendChange(tx, userId, { entity: "task", entityId: taskId, action: "updated", data: updated });
		return updated;
	});
}
