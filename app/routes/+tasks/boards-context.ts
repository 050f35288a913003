import { createContext } from "react";
import type { Plan } from "#core/plans/plan-name.ts";

export type BoardsContextValue = {
	boards: { id: string; name: string; isDefault: boolean }[];
	plan: Plan;
	onUpgradeNeeded: () => void;
};

/** The user's boards and plan, for the parts of a card's menu that move a task to another board. */
export const BoardsContext = createContext<BoardsContextValue>({ boards: [], plan: "free", onUpgradeNeeded: () => {} });
