import { useTranslation } from "react-i18next";
import { JsonLd } from "#app/components/public-meta/json-ld.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { explainerContent } from "#app/content/eisenhower-matrix/index.ts";
import { loadAsDocument, STATIC_PAGE, staticPageLoader } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { ExplainerSectionView } from "./explainer-section.tsx";
import { TableOfContents } from "./table-of-contents.tsx";

export const loader = staticPageLoader;
export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function EisenhowerMatrixPage() {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	const content = explainerContent(useLocale());
	const title = t("pages.eisenhowerMatrix.title");
	return (
		<article className="flex max-w-3xl flex-col gap-8">
			<title>{`${title} · ${t("app.name")}`}</title>
			<JsonLd
				data={{
					"@type": "FAQPage",
					mainEntity: content.faq.map(({ question, answer }) => ({
						"@type": "Question",
						name: question,
						acceptedAnswer: { "@type": "Answer", text: answer },
					})),
				}}
			/>
			<header className="flex flex-col gap-3">
				<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
				<p className="text-lg text-muted">{content.lead}</p>
			</header>
			<TableOfContents content={content} />
			{content.sections.map((section) => (
				<ExplainerSectionView key={section.id} section={section} />
			))}
			<section aria-labelledby="faq" className="flex flex-col gap-4">
				<h2 id="faq" className="text-2xl font-semibold tracking-tight">
					{content.faqTitle}
				</h2>
				<dl className="flex flex-col gap-4">
					{content.faq.map(({ question, answer }) => (
						<div key={question} className="flex flex-col gap-1">
							<dt className="font-semibold">{question}</dt>
							<dd>{answer}</dd>
						</div>
					))}
				</dl>
			</section>
			<p>
				<Link to={to("/login")} className={buttonClassName({ variant: "primary" })}>
					{content.cta}
				</Link>
			</p>
		</article>
	);
}
