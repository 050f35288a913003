import { LegalDocument } from "#app/components/legal-document.tsx";
import { JsonLd } from "#app/components/public-meta/json-ld.tsx";
import { AUTHOR_TEXTS } from "#app/content/author/index.ts";
import { instanceFactsLoader } from "#app/lib/instance-facts.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/route";

// Prerendered per language on its first request (server/prerendered-pages.ts), from this instance's configuration.
export const loader = instanceFactsLoader;
export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const { name, email, address } = loaderData.operator;
	return (
		<>
			{/* Who makes it, for search engines: the operator when configured, else only the product's name. */}
			<JsonLd
				data={{
					"@type": "Organization",
					name: name ?? "Quadrant",
					...(email ? { email } : {}),
					...(address ? { address } : {}),
				}}
			/>
			<LegalDocument page="author" text={AUTHOR_TEXTS[locale](loaderData)} />
		</>
	);
}
