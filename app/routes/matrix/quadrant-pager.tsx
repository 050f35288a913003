import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, IconButton } from "#app/components/ui/button.tsx";
import type { Quadrant } from "#core/constants.ts";
import { neighbourOf } from "./use-open-quadrant.ts";

type Props = { quadrant: Quadrant; onShow: (quadrant: Quadrant) => void; onBack: () => void };

/**
 * Above a quadrant opened full-screen on a phone: back to the four-square grid, and to the previous or next
 * quadrant (as Escape, the arrow keys and a swipe do). Shown by CSS below 640 px only.
 */
export function QuadrantPager({ quadrant, onShow, onBack }: Props) {
	const { t } = useTranslation();
	const previous = neighbourOf(quadrant, -1);
	const next = neighbourOf(quadrant, 1);
	return (
		<div className="quadrant-pager items-center justify-between gap-2 print:hidden">
			<Button variant="secondary" size="sm" onClick={onBack} aria-keyshortcuts="Escape">
				<ArrowLeft aria-hidden="true" />
				{t("matrix.backToAll")}
			</Button>
			<div className="flex items-center gap-1">
				<IconButton
					variant="ghost"
					label={t("matrix.previousQuadrant", { quadrant: t(`quadrants.${previous}.name`) })}
					aria-keyshortcuts="ArrowLeft"
					onClick={() => onShow(previous)}
				>
					<ChevronLeft />
				</IconButton>
				<IconButton
					variant="ghost"
					label={t("matrix.nextQuadrant", { quadrant: t(`quadrants.${next}.name`) })}
					aria-keyshortcuts="ArrowRight"
					onClick={() => onShow(next)}
				>
					<ChevronRight />
				</IconButton>
			</div>
		</div>
	);
}
