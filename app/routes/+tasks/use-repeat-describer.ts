import { useEffect, useState } from "react";
import type { PageTask } from "#app/lib/page-task.ts";
import type { describeRepeat } from "./repeat-description.ts";

type DescribeRepeat = typeof describeRepeat;

/** The code that describes repeat rules, loaded once a task has a rule the server did not describe; null until then. */
export function useRepeatDescriber(tasks: PageTask[], repeatLabels: Record<string, string>) {
	const [describe, setDescribe] = useState<DescribeRepeat | null>(null);
	const isNeeded = tasks.some((task) => task.repeat !== null && repeatLabels[task.repeat] === undefined);
	useEffect(() => {
		if (!isNeeded || describe) return;
		import("./repeat-description.ts").then(
			(module) => setDescribe(() => module.describeRepeat),
			() => {
				// Offline before it came: the icon goes without its words until the next load.
			},
		);
	}, [isNeeded, describe]);
	return describe;
}
