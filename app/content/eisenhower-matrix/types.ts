/** A part of the explainer: an h2 with its paragraphs, an optional list, and optional h3 parts. */
export type ExplainerSection = {
	/** The anchor of the table of contents; the same in every language. */
	id: string;
	title: string;
	paragraphs: string[];
	list?: string[];
	subsections?: { id: string; title: string; paragraphs: string[] }[];
};

/** The Eisenhower matrix explainer in one language: every language has the same sections, in the same order. */
export type ExplainerContent = {
	lead: string;
	tableOfContents: string;
	sections: ExplainerSection[];
	faqTitle: string;
	faq: { question: string; answer: string }[];
	cta: string;
};
