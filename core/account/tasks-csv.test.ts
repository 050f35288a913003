import { describe, expect, it } from "vitest";
import { taskView } from "#tests/fixtures/task-view.ts";
import type { ExportedTask } from "./export-account.ts";
import { tasksCsv } from "./tasks-csv.ts";

const task = (fields: Partial<ExportedTask>): ExportedTask => ({
	...taskView({
		id: "6f1c7f5e-3c1a-4b53-9a44-2f1f3c1a4b53",
		boardId: "0b8a0c4e-6f0d-4d9a-8d5e-3a3a0c4e6f0d",
		title: "Title",
		updatedAt: "2026-11-02T10:00:00.000Z",
	}),
	boardName: "My board",
	...fields,
});

describe("tasksCsv", () => {
	it("starts with a UTF-8 BOM and a header, then one row per task", () => {
		const csv = tasksCsv([
			task({
				title: "整理邮件",
				dueDate: "2026-12-01",
				dueTime: "09:30",
				priority: "high",
				repeat: "FREQ=WEEKLY;BYDAY=TU",
			}),
		]);
		expect(
			csv.startsWith(
				"\uFEFFboard,quadrant,title,description,status,priority,due_date,due_time,repeat,created,updated,checklist\r\n",
			),
		).toBe(true);
		expect(csv).toContain(
			"My board,urgent-important,整理邮件,,todo,high,2026-12-01,09:30,FREQ=WEEKLY;BYDAY=TU,2026-11-01T10:00:00.000Z,2026-11-02T10:00:00.000Z,\r\n",
		);
	});

	it("prefixes cells that a spreadsheet would run as a formula with a quote", () => {
		const csv = tasksCsv(
			["=1+1", "+1", "-1", "@cmd", "\tx", "\rx"].map((title) => task({ title, boardName: "=Board" })),
		);
		for (const cell of ["'=1+1", "'+1", "'-1", "'@cmd", "'\tx", '"\'\rx"']) expect(csv).toContain(`,${cell},`);
		expect(csv).toContain("'=Board,");
		expect(csv).not.toMatch(/(^|\n)=Board/);
	});

	it("quotes commas, quotes and line breaks so each task stays one record", () => {
		const csv = tasksCsv([task({ title: 'Say "hi", then go', description: "one\ntwo" })]);
		expect(csv).toContain(',"Say ""hi"", then go","one\ntwo",');
	});

	it("lists a task's checklist in its last cell, a line per item marked done or open", () => {
		const item = (title: string, isDone: boolean) => ({ id: title, title, isDone, position: "a0" });
		const csv = tasksCsv([task({ checklist: [item("Book flights", true), item("=Pack", false)] })]);
		expect(csv).toContain(',"[x] Book flights\n[ ] =Pack"\r\n');
	});

	it("is only a header for no tasks", () => {
		expect(tasksCsv([])).toBe(
			"\uFEFFboard,quadrant,title,description,status,priority,due_date,due_time,repeat,created,updated,checklist\r\n",
		);
	});
});
