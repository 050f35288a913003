import { Fragment, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { QUADRANTS } from "#core/constants.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

type Shortcut = { keys: ReactNode; action: string };

const KBD_CLASSES = "rounded border border-border bg-sunken px-1.5 py-0.5 font-mono text-xs text-text";

/** The matrix's keyboard shortcuts, and how to drag and drop a task without a mouse (opened with "?"). */
export default function ShortcutsDialog({ open, onOpenChange }: Props) {
	const { t } = useTranslation();
	const spaceOrEnter = <Keys labels={[t("shortcuts.keys.space"), t("shortcuts.keys.enter")]} or={t("shortcuts.or")} />;
	const matrix: Shortcut[] = [
		{ keys: <Keys labels={["n"]} />, action: t("shortcuts.newTask") },
		{ keys: <Keys labels={["e"]} />, action: t("shortcuts.editTask") },
		{ keys: <Keys labels={["x"]} />, action: t("shortcuts.toggleDone") },
		{ keys: <Keys labels={[t("shortcuts.keys.delete")]} />, action: t("shortcuts.deleteTask") },
		...QUADRANTS.map((quadrant, index) => ({
			keys: <Keys labels={[String(index + 1)]} />,
			action: t("shortcuts.moveTo", { quadrant: t(`quadrants.${quadrant}.name`) }),
		})),
		{ keys: <Keys labels={["/"]} />, action: t("shortcuts.search") },
		{ keys: <Keys labels={["?"]} />, action: t("shortcuts.help") },
	];
	const dragAndDrop: Shortcut[] = [
		// Enter on a card opens the editor, so only Space picks a task up.
		{ keys: <Keys labels={[t("shortcuts.keys.space")]} />, action: t("shortcuts.pickUp") },
		{
			keys: (
				<>
					<span className="sr-only">{t("shortcuts.keys.arrows")}</span>
					<span aria-hidden="true" className="inline-flex gap-1">
						{["↑", "↓", "←", "→"].map((arrow) => (
							<kbd key={arrow} className={KBD_CLASSES}>
								{arrow}
							</kbd>
						))}
					</span>
				</>
			),
			action: t("shortcuts.move"),
		},
		{ keys: spaceOrEnter, action: t("shortcuts.drop") },
		{ keys: <Keys labels={[t("shortcuts.keys.escape")]} />, action: t("shortcuts.cancel") },
	];
	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent title={t("shortcuts.title")} closeLabel={t("common.close")}>
				<div className="flex flex-col gap-6">
					<ShortcutList heading={t("shortcuts.matrix")} shortcuts={matrix} />
					<ShortcutList heading={t("shortcuts.dragAndDrop")} shortcuts={dragAndDrop} />
				</div>
			</DialogContent>
		</Dialog>
	);
}

function ShortcutList({ heading, shortcuts }: { heading: string; shortcuts: Shortcut[] }) {
	const headingId = useId();
	return (
		<section aria-labelledby={headingId}>
			<h3 id={headingId} className="mb-2 text-sm font-semibold">
				{heading}
			</h3>
			<dl className="grid grid-cols-[max-content_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
				{shortcuts.map((shortcut) => (
					<Fragment key={shortcut.action}>
						<dt className="flex flex-wrap items-baseline gap-1 text-muted">{shortcut.keys}</dt>
						<dd>{shortcut.action}</dd>
					</Fragment>
				))}
			</dl>
		</section>
	);
}

/** One key, or alternatives joined by "or". */
function Keys({ labels, or }: { labels: string[]; or?: string }) {
	return labels.map((label, index) => (
		<Fragment key={label}>
			{index > 0 && <span>{or}</span>}
			<kbd className={KBD_CLASSES}>{label}</kbd>
		</Fragment>
	));
}
