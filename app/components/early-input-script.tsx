import { useEffect } from "react";
import { EARLY_INPUT_SCRIPT, HYDRATED_EVENT } from "#app/lib/early-input-script.ts";

/**
 * The inline script in <head> that keeps a person's taps and keys from the first paint until React has hydrated the
 * page, and replays them then (ADR 0046). It has run by the time the page hydrates, so the browser's bundle leaves its
 * text out (hydration keeps the server's), as ThemeScript does.
 */
export function EarlyInputScript({ nonce }: { nonce: string | undefined }) {
	const script = import.meta.env.SSR ? EARLY_INPUT_SCRIPT : "";
	return (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, allowed by the CSP nonce.
		<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
	);
}

/**
 * Tells EarlyInputScript that React has hydrated the page. An effect of the root's layout runs once the whole page has
 * committed (its children's effects run first), so every control then answers as it was written to.
 */
export function useAnnounceHydrated() {
	useEffect(() => {
		window.dispatchEvent(new Event(HYDRATED_EVENT));
	}, []);
}
