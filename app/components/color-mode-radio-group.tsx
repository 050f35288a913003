import { useTranslation } from "react-i18next";
import { MenuRadioGroup, MenuRadioItem } from "#app/components/ui/dropdown-menu.tsx";
import { COLOR_MODES, type ColorMode } from "#core/constants.ts";

/** System, light and dark as menu radio items (in the theme menu and the user menu). */
export function ColorModeRadioGroup({ mode, onChoose }: { mode: ColorMode; onChoose: (value: string) => void }) {
	const { t } = useTranslation();
	return (
		<MenuRadioGroup value={mode} onValueChange={onChoose}>
			{COLOR_MODES.map((option) => (
				<MenuRadioItem key={option} value={option}>
					{t(`theme.${option}`)}
				</MenuRadioItem>
			))}
		</MenuRadioGroup>
	);
}
