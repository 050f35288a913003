import { STATIC_CONTROLS_SCRIPT } from "#app/lib/static-controls-script.ts";

/** The static pages' one script (in place of React Router's), allowed by the CSP nonce. */
export function StaticControlsScript({ nonce }: { nonce: string | undefined }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, allowed by the CSP nonce.
	return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: STATIC_CONTROLS_SCRIPT }} />;
}
