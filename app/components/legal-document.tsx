import { useTranslation } from "react-i18next";
import type { Block, Inline, LegalText, Section } from "#app/content/legal/document.ts";
import type { Messages } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** A text page (security, privacy, terms, author): its title, a lead paragraph and its sections, as plain HTML. */
export function LegalDocument({
	page,
	text,
	children,
	after = [],
}: {
	page: keyof Messages["pages"];
	text: LegalText;
	/** Shown after the text's sections, then `after`'s sections. */
	children?: React.ReactNode;
	after?: Section[];
}) {
	const { t } = useTranslation();
	const title = t(`pages.${page}.title`);
	return (
		<article className="flex max-w-prose flex-col gap-4 leading-relaxed break-words">
			<title>{`${title} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
			<p className="text-lg text-muted">
				<Inlines parts={text.lead} />
			</p>
			{text.sections.map((section) => (
				<SectionView key={section.heading} section={section} level={2} />
			))}
			{children}
			{after.map((section) => (
				<SectionView key={section.heading} section={section} level={2} />
			))}
		</article>
	);
}

function SectionView({ section, level }: { section: Section; level: 2 | 3 }) {
	const Heading = level === 2 ? "h2" : "h3";
	return (
		<section className="flex flex-col gap-3">
			<Heading className={level === 2 ? "mt-4 text-2xl font-semibold" : "mt-2 text-lg font-semibold"}>
				{section.heading}
			</Heading>
			{section.blocks.map((block, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered.
				<BlockView key={index} block={block} />
			))}
			{section.subsections?.map((subsection) => (
				<SectionView key={subsection.heading} section={subsection} level={3} />
			))}
		</section>
	);
}

function BlockView({ block }: { block: Block }) {
	if (Array.isArray(block)) {
		return (
			<p>
				<Inlines parts={block} />
			</p>
		);
	}
	return (
		<ul className="flex list-disc flex-col gap-2 ps-6">
			{block.items.map((item, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered.
				<li key={index}>
					<Inlines parts={item} />
				</li>
			))}
		</ul>
	);
}

export function Inlines({ parts }: { parts: Inline[] }) {
	const locale = useLocale();
	return parts.map((part, index) => {
		if (typeof part === "string") return part;
		const href =
			part.href.startsWith("/") && !part.href.startsWith("/.well-known/") ? localizePath(part.href, locale) : part.href;
		return (
			// biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered.
			<a key={index} href={href} className="font-medium text-primary underline underline-offset-2">
				{part.text}
			</a>
		);
	});
}
