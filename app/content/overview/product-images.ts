import type { Locale } from "#core/constants.ts";

// The captures of the real app that the home and landing pages show (scripts/capture-product-images.ts writes them
// under public/product/). Rerun `npm run images:product` after any visible change to the matrix or the sticky wall.

export const PRODUCT_VIEWS = ["matrix", "sticky"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const PRODUCT_SCHEMES = ["light", "dark"] as const;
export type ProductScheme = (typeof PRODUCT_SCHEMES)[number];

/** A desktop window's size at one device pixel per CSS pixel; the pages' width and height attributes say the same. */
export const PRODUCT_IMAGE = { width: 1200, height: 760, quality: 0.8 } as const;

export const productImagePath = (locale: Locale, view: ProductView, scheme: ProductScheme) =>
	`/product/${locale}/${view}-${scheme}.webp`;
