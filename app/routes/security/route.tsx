import { LegalDocument } from "#app/components/legal-document.tsx";
import { SECURITY_TEXTS } from "#app/content/security/index.ts";
import { instanceFactsLoader } from "#app/lib/instance-facts.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/route";

// Prerendered per language on its first request (server/prerendered-pages.ts), from this instance's configuration.
export const loader = instanceFactsLoader;
export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	return <LegalDocument page="security" text={SECURITY_TEXTS[locale](loaderData)} />;
}
