import { useTranslation } from "react-i18next";
import { ColorModeRadioGroup } from "#app/components/color-mode-radio-group.tsx";
import { MenuOpenedOnDemand } from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import type { ColorMode } from "#core/constants.ts";

type Props = { trigger: MenuTriggerLook; mode: ColorMode; onChoose: (value: string) => void };

/** The theme menu itself, loaded when first opened (see `ThemeMenu`). */
export default function ThemeMenuContent({ trigger, mode, onChoose }: Props) {
	const { t } = useTranslation();
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("theme.label")}>
			<ColorModeRadioGroup mode={mode} onChoose={onChoose} />
		</MenuOpenedOnDemand>
	);
}
