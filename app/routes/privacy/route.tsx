import { LegalDocument } from "#app/components/legal-document.tsx";
import { PRIVACY_TEXTS } from "#app/content/privacy/index.ts";
import { instanceFactsLoader } from "#app/lib/instance-facts.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/route";
import { DataInventory } from "./data-inventory.tsx";

// Prerendered per language on its first request (server/prerendered-pages.ts), from this instance's configuration.
export const loader = instanceFactsLoader;
export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const text = PRIVACY_TEXTS[locale](loaderData);
	return (
		<LegalDocument page="privacy" text={{ lead: text.lead, sections: text.before }} after={text.after}>
			<DataInventory inventory={text.inventory} />
		</LegalDocument>
	);
}
