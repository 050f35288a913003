import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { Quote } from "#app/lib/daily-quote.ts";
import { scheduleQuote } from "#app/lib/quote-schedule.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { SUPPORTED_LOCALES } from "#core/constants.ts";

/** The pages that show the daily quote, in every language: /matrix, /fr/matrix, /sticky, /ja/sticky… */
const QUOTE_PAGE = new RegExp(`^(?:/(?:${SUPPORTED_LOCALES.join("|")}))?/(?:matrix|sticky)/?$`);

type Shown = { Card: ComponentType<{ quote: Quote; onHide: () => void }>; quote: Quote };

const subscribeToNothing = () => () => {};

/**
 * Shows the daily quote on the matrix and sticky pages. Only the timing lives here, in the first download: the
 * card and the day's quote are fetched when a quote is due. The polite live region exists before the quote is
 * put into it, so screen readers announce the quote without interrupting. The card sits above the page's content,
 * in the flow: it never covers the header, the board picker or the search.
 */
export function DailyQuote() {
	const { pathname } = useLocation();
	const locale = useLocale();
	const isQuotePage = QUOTE_PAGE.test(pathname);
	// True only while hydrating the server's HTML: this layout arrived with the document, so this is start-up.
	const isHydrating = useSyncExternalStore(
		subscribeToNothing,
		() => false,
		() => true,
	);
	const isStartUp = useRef(isHydrating);
	const [isDue, setDue] = useState(false);
	const [shown, setShown] = useState<Shown | null>(null);

	useEffect(() => {
		const trigger = isStartUp.current ? "start-up" : "page-load";
		isStartUp.current = false;
		if (!isQuotePage) return;
		const cancel = scheduleQuote({ trigger, onDue: () => setDue(true) });
		return () => {
			cancel();
			setDue(false);
			setShown(null);
		};
	}, [isQuotePage]);

	useEffect(() => {
		if (!isDue) return;
		let isCurrent = true;
		// Fetched again in the new language if the person switches language while the quote is up.
		Promise.all([import("./daily-quote-card.tsx"), import("#app/lib/daily-quote.ts")])
			.then(async ([{ default: Card }, { fetchDailyQuote }]) => {
				const quote = await fetchDailyQuote(locale, new Date());
				if (isCurrent) setShown({ Card, quote });
			})
			.catch(() => {
				// Offline or a file gone after a deploy: no quote now, and none is recorded, so the next load tries again.
				if (isCurrent) setDue(false);
			});
		return () => {
			isCurrent = false;
		};
	}, [isDue, locale]);

	if (!isQuotePage || !isDue) return null;
	return (
		<div role="status" aria-live="polite">
			{shown ? (
				<shown.Card
					quote={shown.quote}
					onHide={() => {
						setDue(false);
						setShown(null);
					}}
				/>
			) : null}
		</div>
	);
}
