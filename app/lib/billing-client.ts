import type { Locale } from "#core/constants.ts";
import { sendMutation } from "./send-mutation.ts";

/** Starts a monthly Pro checkout and answers where to pay: Stripe's page, or the in-app test checkout. */
export async function startCheckoutUrl(locale: Locale): Promise<string> {
	const { url } = await sendMutation<{ url: string }>("billing.checkout", { interval: "month", locale }, locale);
	return url;
}

/** Opens a billing-portal session and answers its address: Stripe's portal, or the in-app test portal. */
export async function startPortalUrl(locale: Locale): Promise<string> {
	const { url } = await sendMutation<{ url: string }>("billing.portal", { locale }, locale);
	return url;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A billing date (renewal, end) in the page's language; in UTC, so the server and browser render the same text. */
export function formatBillingDate(iso: string, locale: Locale): string {
	let format = dateFormats.get(locale);
	if (!format) {
		format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
		dateFormats.set(locale, format);
	}
	return format.format(new Date(iso));
}
