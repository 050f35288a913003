import type { ExplainerContent } from "#app/content/eisenhower-matrix/types.ts";

/** In-page links to every h2 and h3 of the explainer, the FAQ last. */
export function TableOfContents({ content }: { content: ExplainerContent }) {
	return (
		<nav aria-labelledby="toc" className="rounded-lg border border-border bg-surface p-4">
			<h2 id="toc" className="font-semibold">
				{content.tableOfContents}
			</h2>
			<ol className="mt-2 flex list-decimal flex-col gap-1 pl-6">
				{content.sections.map((section) => (
					<li key={section.id}>
						<a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
							{section.title}
						</a>
						{section.subsections ? (
							<ul className="mt-1 flex list-disc flex-col gap-1 pl-6">
								{section.subsections.map((subsection) => (
									<li key={subsection.id}>
										<a href={`#${subsection.id}`} className="text-primary underline-offset-4 hover:underline">
											{subsection.title}
										</a>
									</li>
								))}
							</ul>
						) : null}
					</li>
				))}
				<li>
					<a href="#faq" className="text-primary underline-offset-4 hover:underline">
						{content.faqTitle}
					</a>
				</li>
			</ol>
		</nav>
	);
}
