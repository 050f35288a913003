import {
	PRODUCT_IMAGE,
	PRODUCT_SCHEMES,
	type ProductView,
	productImagePath,
} from "#app/content/overview/product-images.ts";
import type { ProductImageText } from "#app/content/overview/types.ts";
import type { Locale } from "#core/constants.ts";

// The page's theme (html[data-theme], set before first paint) shows one capture and hides the other with CSS: the
// page ships no script for it. A lazy image that is display:none is never fetched, so only the shown one costs bytes;
// lazy also keeps it off a phone's first screen, where it would otherwise be the largest paint.
const SCHEME_CLASS = { light: "block dark:hidden", dark: "hidden dark:block" } as const;

/** A capture of one of the app's views, in the page's language and theme, with its caption. */
export function ProductFigure({ locale, view, text }: { locale: Locale; view: ProductView; text: ProductImageText }) {
	return (
		<figure className="flex min-w-0 flex-col gap-2">
			{PRODUCT_SCHEMES.map((scheme) => (
				<img
					key={scheme}
					src={productImagePath(locale, view, scheme)}
					alt={text.alt}
					width={PRODUCT_IMAGE.width}
					height={PRODUCT_IMAGE.height}
					loading="lazy"
					decoding="async"
					data-scheme={scheme}
					className={`${SCHEME_CLASS[scheme]} h-auto w-full rounded-lg border border-border`}
				/>
			))}
			<figcaption className="text-sm text-muted">{text.caption}</figcaption>
		</figure>
	);
}
