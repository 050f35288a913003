import type { ExplainerSection } from "#app/content/eisenhower-matrix/types.ts";

/** One h2 part of the explainer, its h3 parts included. */
export function ExplainerSectionView({ section }: { section: ExplainerSection }) {
	return (
		<section aria-labelledby={section.id} className="flex flex-col gap-3">
			<h2 id={section.id} className="scroll-mt-4 text-2xl font-semibold tracking-tight">
				{section.title}
			</h2>
			{section.paragraphs.map((paragraph) => (
				<p key={paragraph}>{paragraph}</p>
			))}
			{section.list ? (
				<ul className="flex list-disc flex-col gap-1 pl-6">
					{section.list.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			) : null}
			{section.subsections?.map((subsection) => (
				<section key={subsection.id} aria-labelledby={subsection.id} className="flex flex-col gap-2">
					<h3 id={subsection.id} className="scroll-mt-4 text-xl font-semibold">
						{subsection.title}
					</h3>
					{subsection.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</section>
			))}
		</section>
	);
}
