import { describe, expect, it } from "vitest";
import { taskView } from "#tests/fixtures/task-view.ts";
import { packPageTasks, unpackPageTasks } from "./page-task.ts";

describe("the tasks a page's loader sends", () => {
	it("arrive as the tasks the page holds, without the instants no page shows", () => {
		const tasks = [
			taskView({ id: "0b6f0c1e-1111-4d2a-9c1e-000000000001", title: "Call the bank", dueDate: "2026-11-30" }),
			taskView({ id: "0b6f0c1e-1111-4d2a-9c1e-000000000002", title: "Pay the rent", repeat: "FREQ=MONTHLY" }),
		];
		const sent = JSON.parse(JSON.stringify(packPageTasks(tasks)));
		const expected = tasks.map(
			({ completedAt: _completed, createdAt: _created, updatedAt: _updated, ...task }) => task,
		);
		expect(unpackPageTasks(sent)).toEqual(expected);
	});

	it("name each field once, not once per task", () => {
		const tasks = Array.from({ length: 50 }, (_, index) =>
			taskView({ id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}` }),
		);
		const sent = JSON.stringify(packPageTasks(tasks));
		expect(sent.split('"description"')).toHaveLength(2);
	});
});
