import { randomUUID } from "node:crypto";
import { QUADRANTS } from "#core/constants.ts";

/**
 * Creates `count` tasks through the API for the signed-in user of `headers`, spread over the quadrants, each with
 * `checklistItems` items (the second of them done); answers their ids.
 */
export async function seedTasks(
	baseUrl: string,
	headers: Record<string, string>,
	count: number,
	checklistItems = 0,
): Promise<string[]> {
	const taskIds: string[] = [];
	for (let index = 0; index < count; index++) {
		const id = randomUUID();
		const quadrant = QUADRANTS[index % QUADRANTS.length];
		const checklist = Array.from({ length: checklistItems }, (_, item) => ({
			id: randomUUID(),
			title: `Step ${item + 1} of task ${index}`,
			isDone: item === 1,
		}));
		const body = JSON.stringify({
			id,
			title: `Task ${index}`,
			description: "A line of description.",
			quadrant,
			checklist,
		});
		const created = await fetch(`${baseUrl}/api/v1/tasks`, { method: "POST", headers, body });
		if (created.status !== 201) throw new Error(`seeding answered ${created.status}`);
		taskIds.push(id);
	}
	return taskIds;
}
