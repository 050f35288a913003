import type { ReactNode } from "react";
import { cx } from "#app/components/ui/class-names.ts";

type Props = { label: string; summaryClassName: string; summary: ReactNode; children: ReactNode };

/**
 * A menu of a static page: a `<details>` disclosure that opens without JavaScript (keyboard: Tab to it, Enter or
 * Space). Its panel floats over the page, so opening it moves nothing. app/lib/static-controls-script.ts closes it.
 */
export function StaticMenu({ label, summaryClassName, summary, children }: Props) {
	return (
		<details data-menu="" className="relative">
			<summary
				aria-label={label}
				className={cx("flex cursor-pointer list-none [&::-webkit-details-marker]:hidden", summaryClassName)}
			>
				{summary}
			</summary>
			<div className="absolute top-full right-0 z-50 mt-1 min-w-44 rounded-md border border-border bg-surface p-1 text-text shadow-lg">
				{children}
			</div>
		</details>
	);
}

/** The look of an item in a StaticMenu: a row like the React menus' (components/ui/dropdown-menu.tsx), lit on hover. */
export const STATIC_MENU_ITEM_CLASS =
	"flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-text hover:bg-sunken [&_svg]:size-4 [&_svg]:shrink-0";
