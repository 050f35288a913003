import { useNonce } from "#app/lib/nonce.ts";

/** Structured data for search engines. `<` is escaped so no text in it can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
	const nonce = useNonce();
	const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
	// biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not markup.
	return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
