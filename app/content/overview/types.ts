import type { ProductView } from "./product-images.ts";

/** One part of the product overview: an h2, its paragraphs and an optional list. */
type OverviewSection = { id: string; title: string; paragraphs: string[]; list?: string[] };

/** A capture of one of the app's views (public/product/): what it shows, for those who cannot see it, and a caption. */
export type ProductImageText = { alt: string; caption: string };

/** What Quadrant is, for the landing and home pages, in one language: the same sections in every language. */
export type OverviewContent = {
	lead: string;
	sections: OverviewSection[];
	/** The captures shown in the "views" section; rerun `npm run images:product` after a visible change to a view. */
	images: Record<ProductView, ProductImageText>;
	plansTitle: string;
	comparePlans: string;
	startTitle: string;
	start: string;
	startCta: string;
};
