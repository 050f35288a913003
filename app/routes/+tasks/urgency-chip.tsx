import { use } from "react";
import { daysUntilDue } from "#core/tasks/urgency-rule.ts";
import { NowContext } from "./now-context.ts";

/**
 * Why the urgency rule moved a card here: "Due in 2 days", "Due today", "Overdue" on the user's clock. Nothing on the
 * server and during hydration (it does not know the user's day), as the due tag's "overdue".
 */
export function UrgencyChip({ dueDate, label }: { dueDate: string; label: (days: number) => string }) {
	const now = use(NowContext);
	if (now === null) return null;
	return <span className="urgency-chip">{label(daysUntilDue({ today: now.date, dueDate }))}</span>;
}
