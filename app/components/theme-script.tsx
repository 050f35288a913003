import { THEME_BOOT_SCRIPT } from "#app/lib/theme.ts";

/** Render-blocking, nonce-carrying script in <head> that applies the stored colour mode before first paint. */
export function ThemeScript({ nonce }: { nonce: string | undefined }) {
	return (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, allowed by the CSP nonce.
		<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
	);
}
