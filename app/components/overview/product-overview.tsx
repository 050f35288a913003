import { useTranslation } from "react-i18next";
import type { PlanFacts } from "#app/components/public-meta/software-application.tsx";
import { SectionBody } from "#app/components/section-body.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { PRODUCT_VIEWS } from "#app/content/overview/product-images.ts";
import type { OverviewContent } from "#app/content/overview/types.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";
import { PlansSummary } from "./plans-summary.tsx";
import { ProductFigure } from "./product-figure.tsx";

/**
 * The section about the matrix and the sticky notes shows them: it spans the grid's width, with a capture of each
 * below its text, one above the other so that each is wide enough to read.
 */
const VIEWS_SECTION_ID = "views";

/** What Quadrant does, its plans and a way in without an account: the body of the landing and home pages. */
export function ProductOverview({ content, plans }: { content: OverviewContent; plans: PlanFacts | null }) {
	const to = useLocalizedPath();
	const locale = useLocale();
	const { t } = useTranslation();
	return (
		<div className="flex flex-col gap-10">
			<div className="grid gap-8 sm:grid-cols-2">
				{content.sections.map((section) => (
					<section
						key={section.id}
						aria-labelledby={section.id}
						className={`flex min-w-0 flex-col gap-2 ${section.id === VIEWS_SECTION_ID ? "sm:col-span-2" : ""}`}
					>
						<h2 id={section.id} className="text-xl font-semibold tracking-tight">
							{section.title}
						</h2>
						<SectionBody paragraphs={section.paragraphs} list={section.list} />
						{section.id === VIEWS_SECTION_ID ? (
							<div className="mt-2 flex flex-col gap-6">
								{PRODUCT_VIEWS.map((view) => (
									<ProductFigure key={view} locale={locale} view={view} text={content.images[view]} />
								))}
							</div>
						) : null}
					</section>
				))}
			</div>
			{plans ? <PlansSummary title={content.plansTitle} comparePlans={content.comparePlans} plans={plans} /> : null}
			<section aria-labelledby="start" className="flex flex-col items-start gap-3">
				<h2 id="start" className="text-xl font-semibold tracking-tight">
					{content.startTitle}
				</h2>
				<p>{content.start}</p>
				<Link to={to("/login")} className={buttonClassName({ variant: "primary" })}>
					{content.startCta}
				</Link>
				<Link to={to("/eisenhower-matrix")} className="text-primary underline-offset-4 hover:underline">
					{t("home.learnMore")}
				</Link>
			</section>
		</div>
	);
}
