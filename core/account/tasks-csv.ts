import { createRequire } from "node:module";
import type { ExportedTask } from "./export-account.ts";

/** A task's checklist in one cell: a line per item, "[x] " before a done one and "[ ] " before an open one. */
const checklistCell = (task: ExportedTask) =>
	task.checklist.map((item) => `${item.isDone ? "[x]" : "[ ]"} ${item.title}`).join("\n");

const COLUMNS = [
	["boardName", "board"],
	["quadrant", "quadrant"],
	["title", "title"],
	["description", "description"],
	["status", "status"],
	["priority", "priority"],
	["dueDate", "due_date"],
	["dueTime", "due_time"],
	["repeat", "repeat"],
	["createdAt", "created"],
	["updatedAt", "updated"],
	["checklist", "checklist"],
] as const satisfies readonly (readonly [keyof ExportedTask, string])[];

/**
 * The tasks as CSV, one row per task under a header row. Starts with a UTF-8 byte order mark, without which Excel
 * reads the file as the system's code page and garbles Chinese, Japanese and Korean titles. A cell starting with
 * = + - @, a tab or a carriage return gets a leading ' (OWASP's advice on CSV injection), so a spreadsheet shows a
 * title like "=HYPERLINK(…)" as text instead of running it.
 */
export function tasksCsv(tasks: readonly ExportedTask[]): string {
	// Required by the first export rather than imported by every server at start-up.
	const { stringify } = createRequire(import.meta.url)("csv-stringify/sync") as typeof import("csv-stringify/sync");
	return stringify(
		tasks.map((row) => COLUMNS.map(([field]) => (field === "checklist" ? checklistCell(row) : (row[field] ?? "")))),
		{
			bom: true,
			header: true,
			columns: COLUMNS.map(([, header]) => header),
			escape_formulas: true,
			// Excel's own line ending. A line break inside a cell must then be quoted explicitly: the library only
			// quotes the record delimiter itself, and a bare \n or \r would split the task over two rows.
			record_delimiter: "windows",
			quoted_match: /[\r\n]/,
		},
	);
}
