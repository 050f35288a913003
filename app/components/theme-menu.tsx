import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ColorModeRadioGroup } from "#app/components/color-mode-radio-group.tsx";
import { Menu, MenuContent, MenuTrigger } from "#app/components/ui/dropdown-menu.tsx";
import { useColorMode } from "#app/lib/use-color-mode.ts";

const COLOR_MODE_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** System, light or dark; stored in this browser and applied at once. */
export function ThemeMenu() {
	const { t } = useTranslation();
	const [mode, onChoose] = useColorMode();
	const Icon = COLOR_MODE_ICONS[mode];
	return (
		<Menu>
			<MenuTrigger
				className="inline-flex items-center rounded-md p-2 text-text hover:bg-sunken"
				aria-label={t("theme.current", { mode: t(`theme.${mode}`) })}
			>
				<Icon aria-hidden="true" className="size-4" />
			</MenuTrigger>
			<MenuContent aria-label={t("theme.label")}>
				<ColorModeRadioGroup mode={mode} onChoose={onChoose} />
			</MenuContent>
		</Menu>
	);
}
