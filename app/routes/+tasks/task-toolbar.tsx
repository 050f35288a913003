import { CircleHelp, ListChecks, Search, SlidersHorizontal } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";
import { TIME_WINDOWS, type TimeWindow } from "./time-window.ts";
import type { ChangeViewOption } from "./view-options-menu.tsx";

const ViewOptionsMenu = lazy(() => import("./view-options-menu.tsx"));

type Props = {
	search: string;
	onSearch: (query: string) => void;
	timeWindow: TimeWindow;
	onTimeWindow: (timeWindow: TimeWindow) => void;
	viewOptions: ViewOptions;
	onChangeViewOption: ChangeViewOption;
	isSelecting: boolean;
	onToggleSelecting: () => void;
	onHelp: () => void;
	/** Whether the view options offer the matrix's phone layout. */
	hasPhoneGrid: boolean;
	/** A view's own controls. */
	children?: ReactNode;
};

/** Search and its time window, view options, select mode and the shortcut help, above the tasks (never printed). */
export function TaskToolbar({
	search,
	onSearch,
	timeWindow,
	onTimeWindow,
	viewOptions,
	onChangeViewOption,
	isSelecting,
	onToggleSelecting,
	onHelp,
	hasPhoneGrid,
	children,
}: Props) {
	const { t } = useTranslation();
	const viewTrigger = {
		className:
			"inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-sunken",
		"aria-label": t("matrix.viewOptions"),
		children: (
			<>
				<SlidersHorizontal aria-hidden="true" className="size-4" />
				<span className="max-sm:hidden">{t("matrix.view")}</span>
			</>
		),
	};
	return (
		<div className="flex flex-wrap items-center gap-2 print:hidden">
			{/* biome-ignore lint/a11y/useSemanticElements: a search form is the established landmark; <search> is unknown to the DOM used by component tests. */}
			<form
				role="search"
				onSubmit={(event) => event.preventDefault()}
				className="relative min-w-32 flex-1 sm:min-w-48 sm:max-w-80"
			>
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
			<label htmlFor="matrix-when" className="sr-only">
				{t("timeWindow.label")}
			</label>
			{/*
			 * A native select: the keyboard, screen readers and phones already know it, and it costs no script. On a phone
			 * it is a row of its own below the search and the buttons, which keep their row.
			 */}
			<select
				id="matrix-when"
				value={timeWindow}
				onChange={(event) => onTimeWindow(event.target.value as TimeWindow)}
				className="h-10 shrink-0 rounded-md border border-border bg-surface px-2 text-sm font-medium text-text max-sm:order-last max-sm:w-full"
			>
				{TIME_WINDOWS.map((option) => (
					<option key={option} value={option}>
						{t(`timeWindow.${option}`)}
					</option>
				))}
			</select>
			<MenuOnDemand trigger={viewTrigger}>
				<ViewOptionsMenu
					trigger={viewTrigger}
					viewOptions={viewOptions}
					onChange={onChangeViewOption}
					hasPhoneGrid={hasPhoneGrid}
				/>
			</MenuOnDemand>
			<Button variant={isSelecting ? "primary" : "secondary"} aria-pressed={isSelecting} onClick={onToggleSelecting}>
				<ListChecks aria-hidden="true" />
				<span className="max-sm:sr-only">{t("matrix.select")}</span>
			</Button>
			{children}
			<Button variant="ghost" onClick={onHelp} aria-label={t("matrix.shortcuts")} aria-keyshortcuts="?">
				<CircleHelp aria-hidden="true" />
			</Button>
		</div>
	);
}
