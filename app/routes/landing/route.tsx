import { useTranslation } from "react-i18next";
import { ProductOverview } from "#app/components/overview/product-overview.tsx";
import { planFacts } from "#app/components/public-meta/plan-facts.ts";
import { overviewContent } from "#app/content/overview/index.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/route";

// Depends only on the configuration (prices, Free limit): prerendered per language (server/prerendered-pages.ts).
export async function loader({ context }: Route.LoaderArgs) {
	return { plans: planFacts(context) };
}

export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function LandingPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const content = overviewContent(useLocale());
	const title = t("pages.landing.title");
	return (
		<article className="flex flex-col gap-8">
			<title>{`${title} · ${t("app.name")}`}</title>
			<header className="flex flex-col gap-3">
				<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
				<p className="text-lg text-muted">{content.lead}</p>
			</header>
			<ProductOverview content={content} plans={loaderData.plans} />
		</article>
	);
}
