// Dependency-free, so the matrix can hold and pass editor values without loading the editor or zod.

/** What the task editor edits; empty optional fields are null. */
export type TaskEditorValues = {
	title: string;
	description: string;
	status: "todo" | "inProgress" | "done";
	priority: "high" | "medium" | "low";
	/** "YYYY-MM-DD" */
	dueDate: string | null;
	/** "HH:MM"; only set together with a date. */
	dueTime: string | null;
	quadrant: "urgent-important" | "not-urgent-important" | "urgent-not-important" | "not-urgent-not-important";
};
