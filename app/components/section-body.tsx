/** A content section's paragraphs, then its bulleted list if it has one: the public pages' sections share it. */
export function SectionBody({ paragraphs, list }: { paragraphs: readonly string[]; list?: readonly string[] }) {
	return (
		<>
			{paragraphs.map((paragraph) => (
				<p key={paragraph}>{paragraph}</p>
			))}
			{list ? (
				<ul className="flex list-disc flex-col gap-1 pl-6">
					{list.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			) : null}
		</>
	);
}
