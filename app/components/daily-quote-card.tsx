import { Quote as QuoteIcon, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { IconButton } from "#app/components/ui/button.tsx";
import type { Quote } from "#app/lib/daily-quote.ts";
import { watchHandsOnPage } from "#app/lib/hands-on-page.ts";
import { startQuoteCountdown } from "#app/lib/quote-countdown.ts";
import { recordQuoteShown } from "#app/lib/quote-schedule.ts";
import { QUOTE_COUNTDOWN_SECONDS } from "#core/constants.ts";

type Props = { quote: Quote; onHide: () => void };

const FOCUSABLE =
	"a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * The quote itself, loaded with its file once a quote is due. It takes its own room at the top of the page, in the
 * flow: floating, it covered the navigation, the board picker and the search just when a person looks for them
 * (issue 44). 20 s after it appears (once nothing presses the page), or when dismissed, it goes.
 */
export default function DailyQuoteCard({ quote, onHide }: Props) {
	const { t } = useTranslation();
	const titleId = useId();
	const cardRef = useRef<HTMLElement>(null);
	const [seconds, setSeconds] = useState(QUOTE_COUNTDOWN_SECONDS);

	// Someone who tabbed into the card keeps their place: focus moves on to what follows it, not to the page's top.
	const hide = () => {
		const card = cardRef.current;
		if (card?.contains(document.activeElement)) {
			const next = [...document.querySelectorAll<HTMLElement>(`main ${FOCUSABLE}`)].find(
				(element) =>
					!card.contains(element) && card.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
			);
			next?.focus();
		}
		onHide();
	};
	const onTimeUp = useEffectEvent(hide);

	useEffect(() => {
		recordQuoteShown(new Date());
		// Time is up, but the page below moves up when the card goes: never under a finger or a held button. Gone in the
		// same moment nothing was found pressing (flushSync): a render left for later could land after a finger went down.
		const hands = watchHandsOnPage();
		const stopCountdown = startQuoteCountdown({
			onTick: setSeconds,
			onEnd: () => hands.whenFree(() => flushSync(onTimeUp)),
		});
		return () => {
			stopCountdown();
			hands.stop();
		};
	}, []);

	return (
		<section
			ref={cardRef}
			aria-labelledby={titleId}
			onKeyDown={(event) => {
				if (event.key === "Escape") hide();
			}}
			className="mx-auto mb-4 max-w-2xl overflow-hidden rounded-lg border border-border bg-surface shadow-lg print:hidden"
		>
			<div className="flex items-start gap-3 p-4">
				<QuoteIcon aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
				<figure className="min-w-0 flex-1">
					<p id={titleId} className="text-xs font-semibold tracking-wide text-muted uppercase">
						{t("quote.title")}
					</p>
					<blockquote className="mt-1 text-base text-text">{t("quote.text", { text: quote.text })}</blockquote>
					<figcaption className="mt-1 text-sm text-muted">{t("quote.author", { author: quote.author })}</figcaption>
				</figure>
				<IconButton label={t("quote.dismiss")} size="sm" onClick={hide}>
					<X />
				</IconButton>
			</div>
			{/* Each second would be read aloud inside the polite region around the card, so the timer stays silent. */}
			<div role="timer" aria-live="off" className="flex items-center gap-3 px-4 pb-3">
				<p className="shrink-0 text-xs text-muted tabular-nums">{t("quote.hidesIn", { count: seconds })}</p>
				<div aria-hidden className="h-1 flex-1 overflow-hidden rounded-full bg-sunken">
					<div
						className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-1000 motion-safe:ease-linear"
						style={{ width: `${(seconds / QUOTE_COUNTDOWN_SECONDS) * 100}%` }}
					/>
				</div>
			</div>
		</section>
	);
}
