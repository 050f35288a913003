import { useTranslation } from "react-i18next";
import { Link } from "#app/components/ui/link.tsx";
import type { PageTask } from "#app/lib/page-task.ts";
import { openTaskCount } from "#app/routes/+tasks/task-count.tsx";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { QUADRANT_BACKGROUND } from "./quadrant-background.ts";
import type { useOpenQuadrant } from "./use-open-quadrant.ts";

/**
 * The titles a tile lists before "+N more": what fits twice, below the header and the toolbar's two rows (the time
 * window has one of its own on a phone), with one-line titles, on a small phone (360 × 740) and on a screen at least
 * 800 px tall (390 × 844). Fixed numbers that CSS picks between (matrix-phone.css) rather than a measured one, so the
 * server's HTML is final.
 */
const TILE_TITLES = { short: 6, tall: 8 };

type Props = { tasks: PageTask[]; linkTo: ReturnType<typeof useOpenQuadrant>["linkTo"] };

/**
 * The four quadrants at a glance on a phone, as a 2×2 grid of links: each with its name, count and first titles.
 * Shown by CSS below 640 px only (app/styles/matrix-phone.css), so the server's HTML fits every width.
 */
export function QuadrantOverview({ tasks, linkTo }: Props) {
	const { t } = useTranslation();
	return (
		<nav aria-label={t("matrix.overview")} className="quadrant-overview">
			<ul className="grid min-h-[calc(100dvh-16rem)] auto-rows-fr grid-cols-2 gap-2">
				{QUADRANTS.map((quadrant) => (
					<QuadrantTile
						key={quadrant}
						quadrant={quadrant}
						tasks={tasks.filter((task) => task.quadrant === quadrant)}
						linkTo={linkTo}
					/>
				))}
			</ul>
		</nav>
	);
}

function QuadrantTile({ quadrant, tasks, linkTo }: Props & { quadrant: Quadrant }) {
	const { t } = useTranslation();
	const name = t(`quadrants.${quadrant}.name`);
	const { search, state } = linkTo(quadrant);
	const open = openTaskCount(tasks);
	const more = (shown: number) =>
		tasks.length > shown ? t("matrix.moreTasks", { count: tasks.length - shown }) : null;
	return (
		<li className={`quadrant-tile ${QUADRANT_BACKGROUND[quadrant]}`}>
			<div className="flex items-start justify-between gap-1">
				{/* The link covers the whole tile (see matrix-phone.css); its name says the count, shown beside it. */}
				<h2>
					<Link
						to={{ search }}
						state={state}
						preventScrollReset
						data-tile={quadrant}
						// A tile looks like a button, so Space opens it too (a link alone answers only Enter).
						onKeyDown={(event) => {
							if (event.key !== " ") return;
							event.preventDefault();
							event.currentTarget.click();
						}}
					>
						<span className="sr-only">{t("matrix.openQuadrant", { quadrant: name, count: open })}</span>
						<span aria-hidden="true">{name}</span>
					</Link>
				</h2>
				<span aria-hidden="true" className="rounded-full bg-surface px-2 text-xs font-medium tabular-nums">
					{open}
				</span>
			</div>
			{tasks.length === 0 ? (
				<p>{t(`quadrants.${quadrant}.hint`)}</p>
			) : (
				<ul>
					{tasks.slice(0, TILE_TITLES.tall).map((task) => (
						<li key={task.id} className={task.status === "done" ? "text-muted line-through" : undefined}>
							{task.title}
						</li>
					))}
				</ul>
			)}
			<p className="tile-more-short">{more(TILE_TITLES.short)}</p>
			<p className="tile-more-tall">{more(TILE_TITLES.tall)}</p>
		</li>
	);
}
