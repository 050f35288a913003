import { useTranslation } from "react-i18next";
import { MenuItem, MenuOpenedOnDemand } from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";

type Props = { trigger: MenuTriggerLook; onMove: (quadrant: Quadrant) => void };

/** "Move to…": the quadrants as menu items, the non-drag way to move tasks. Loaded when first opened. */
export default function MoveToMenu({ trigger, onMove }: Props) {
	const { t } = useTranslation();
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("matrix.moveTo")}>
			{QUADRANTS.map((quadrant) => (
				<MenuItem key={quadrant} onSelect={() => onMove(quadrant)}>
					{t(`quadrants.${quadrant}.name`)}
				</MenuItem>
			))}
		</MenuOpenedOnDemand>
	);
}
