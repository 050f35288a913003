import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { WHEN_PARAM } from "#app/lib/search-param.ts";
import { type Now, nowParts } from "./now-context.ts";
import { type TimeWindow, timeWindowFrom } from "./time-window.ts";

const MINUTE_MS = 60_000;

/**
 * The window of due dates, kept in the address like the search (replacing, not adding history), and the clock it is
 * judged by. The clock starts at the server's `now` (the zone the settings store), so the first render is the
 * server's; then it is this browser's, kept current each minute while a window is chosen (a task due at 14:05 is
 * overdue at 14:05). With All nothing ticks: the page does not re-render for a clock it does not use.
 */
export function useTimeWindow(serverNow: Now | undefined) {
	const [searchParams, setSearchParams] = useSearchParams();
	// Held here too, as the search is: the choice shows at once, not after the address has changed.
	const [timeWindow, setTimeWindow] = useState(() => timeWindowFrom(searchParams.get(WHEN_PARAM)));
	const [now, setNow] = useState(() => serverNow ?? nowParts());
	const isTicking = timeWindow !== "all";
	useEffect(() => {
		if (!isTicking) return;
		setNow(nowParts());
		const timer = setInterval(() => setNow(nowParts()), MINUTE_MS);
		return () => clearInterval(timer);
	}, [isTicking]);
	const onTimeWindow = (next: TimeWindow) => {
		setTimeWindow(next);
		setSearchParams(
			(params) => {
				if (next === "all") params.delete(WHEN_PARAM);
				else params.set(WHEN_PARAM, next);
				return params;
			},
			{ replace: true, preventScrollReset: true },
		);
	};
	return { timeWindow, now, onTimeWindow };
}
