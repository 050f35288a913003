import { use } from "react";
import { daysUntilDue } from "#core/tasks/urgency-rule.ts";
import { NowContext } from "./now-context.ts";

type Props = {
	dueDate: string;
	label: (days: number) => string;
	/** Whether the card shows its due date's tag (a view option), which marks an overdue task itself. */
	isDueDateShown: boolean;
};

/**
 * Why the urgency rule moved a card here: "Due in 2 days", "Due today", "Overdue" on the user's clock. Nothing on the
 * server and during hydration (it does not know the user's day), as the due tag's "overdue".
 */
export function UrgencyChip({ dueDate, label, isDueDateShown }: Props) {
	const now = use(NowContext);
	if (now === null) return null;
	const days = daysUntilDue({ today: now.date, dueDate });
	// One badge per fact: the due date's own tag already says "Overdue".
	if (days < 0 && isDueDateShown) return null;
	return <span className="urgency-chip">{label(days)}</span>;
}
