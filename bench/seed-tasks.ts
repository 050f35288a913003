import { randomUUID } from "node:crypto";
import { QUADRANTS } from "#core/constants.ts";

/** Creates `count` tasks through the API for the signed-in user of `headers`, spread over the quadrants; answers their ids. */
export async function seedTasks(baseUrl: string, headers: Record<string, string>, count: number): Promise<string[]> {
	const taskIds: string[] = [];
	for (let index = 0; index < count; index++) {
		const id = randomUUID();
		const quadrant = QUADRANTS[index % QUADRANTS.length];
		const body = JSON.stringify({ id, title: `Task ${index}`, description: "A line of description.", quadrant });
		const created = await fetch(`${baseUrl}/api/v1/tasks`, { method: "POST", headers, body });
		if (created.status !== 201) throw new Error(`seeding answered ${created.status}`);
		taskIds.push(id);
	}
	return taskIds;
}
