import { CircleHelp, ListChecks, Search, SlidersHorizontal } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";

const ViewOptionsMenu = lazy(() => import("./view-options-menu.tsx"));

type Props = {
	search: string;
	onSearch: (query: string) => void;
	viewOptions: ViewOptions;
	onChangeViewOption: (name: keyof ViewOptions, value: boolean) => void;
	isSelecting: boolean;
	onToggleSelecting: () => void;
	onHelp: () => void;
	/** A view's own controls. */
	children?: ReactNode;
};

/** Search, view options, select mode and the shortcut help, above the tasks (never printed). */
export function TaskToolbar({
	search,
	onSearch,
	viewOptions,
	onChangeViewOption,
	isSelecting,
	onToggleSelecting,
	onHelp,
	children,
}: Props) {
	const { t } = useTranslation();
	const viewTrigger = {
		className:
			"inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-sunken",
		"aria-label": t("matrix.viewOptions"),
		children: (
			<>
				<SlidersHorizontal aria-hidden="true" className="size-4" />
				<span>{t("matrix.view")}</span>
			</>
		),
	};
	return (
		<div className="flex flex-wrap items-center gap-2 print:hidden">
			{/* biome-ignore lint/a11y/useSemanticElements: a search form is the established landmark; <search> is unknown to the DOM used by component tests. */}
			<form role="search" onSubmit={(event) => event.preventDefault()} className="relative min-w-48 flex-1 sm:max-w-80">
				<label htmlFor="matrix-search" className="sr-only">
					{t("matrix.search")}
				</label>
				<Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-4 text-muted" />
				<input
					id="matrix-search"
					type="search"
					value={search}
					onChange={(event) => onSearch(event.target.value)}
					onKeyDown={(event) => {
						if (event.key === "Escape") onSearch("");
					}}
					placeholder={t("matrix.searchPlaceholder")}
					className="h-10 w-full rounded-md border border-border bg-surface pr-3 pl-9 text-sm text-text placeholder:text-muted"
				/>
			</form>
			<MenuOnDemand trigger={viewTrigger}>
				<ViewOptionsMenu trigger={viewTrigger} viewOptions={viewOptions} onChange={onChangeViewOption} />
			</MenuOnDemand>
			<Button variant={isSelecting ? "primary" : "secondary"} aria-pressed={isSelecting} onClick={onToggleSelecting}>
				<ListChecks aria-hidden="true" />
				{t("matrix.select")}
			</Button>
			{children}
			<Button variant="ghost" onClick={onHelp} aria-label={t("matrix.shortcuts")} aria-keyshortcuts="?">
				<CircleHelp aria-hidden="true" />
			</Button>
		</div>
	);
}
