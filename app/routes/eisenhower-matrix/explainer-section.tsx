import { SectionBody } from "#app/components/section-body.tsx";
import type { ExplainerSection } from "#app/content/eisenhower-matrix/types.ts";

/** One h2 part of the explainer, its h3 parts included. */
export function ExplainerSectionView({ section }: { section: ExplainerSection }) {
	return (
		<section aria-labelledby={section.id} className="flex flex-col gap-3">
			<h2 id={section.id} className="scroll-mt-4 text-2xl font-semibold tracking-tight">
				{section.title}
			</h2>
			<SectionBody paragraphs={section.paragraphs} list={section.list} />
			{section.subsections?.map((subsection) => (
				<section key={subsection.id} aria-labelledby={subsection.id} className="flex flex-col gap-2">
					<h3 id={subsection.id} className="scroll-mt-4 text-xl font-semibold">
						{subsection.title}
					</h3>
					<SectionBody paragraphs={subsection.paragraphs} />
				</section>
			))}
		</section>
	);
}
