import { createContext, createElement, type ReactNode, useEffect, useState } from "react";

export type Now = { date: string; time: string };

/** "YYYY-MM-DD" and "HH:MM" of now, in the browser's time zone. */
export function nowParts(): Now {
	const now = new Date();
	const pad = (value: number) => String(value).padStart(2, "0");
	return {
		date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
		time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
	};
}

const MINUTE_MS = 60_000;

/**
 * The user's date and time of day, for "overdue": null on the server and during hydration (the server does not
 * know the user's clock), then kept current each minute. One clock for the whole page, not one per card.
 */
function useNow(): Now | null {
	const [now, setNow] = useState<Now | null>(null);
	useEffect(() => {
		setNow(nowParts());
		const timer = setInterval(() => setNow(nowParts()), MINUTE_MS);
		return () => clearInterval(timer);
	}, []);
	return now;
}

export const NowContext = createContext<Now | null>(null);

/** Provides the clock; its ticks re-render only the date tags, not the board around them. */
export function NowProvider({ children }: { children: ReactNode }) {
	return createElement(NowContext, { value: useNow() }, children);
}
