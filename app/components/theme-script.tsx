import { THEME_BOOT_SCRIPT } from "#app/lib/theme-boot-script.ts";

/**
 * Render-blocking, nonce-carrying script in <head> that applies the stored colour mode before first paint. It has run
 * by the time the page hydrates, so the browser's bundle leaves its text out (hydration keeps the server's).
 */
export function ThemeScript({ nonce }: { nonce: string | undefined }) {
	const script = import.meta.env.SSR ? THEME_BOOT_SCRIPT : "";
	return (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, allowed by the CSP nonce.
		<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
	);
}
