import { Monitor, Moon, Sun } from "lucide-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MenuOnDemand } from "#app/components/ui/menu-on-demand.tsx";
import { useColorMode } from "#app/lib/use-color-mode.ts";

const COLOR_MODE_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const ThemeMenuContent = lazy(() => import("./theme-menu-content.tsx"));

/** System, light or dark; stored in this browser and applied at once. */
export function ThemeMenu() {
	const { t } = useTranslation();
	const [mode, onChoose] = useColorMode();
	const Icon = COLOR_MODE_ICONS[mode];
	const trigger = {
		className: "inline-flex items-center rounded-md p-2 text-text hover:bg-sunken",
		"aria-label": t("theme.current", { mode: t(`theme.${mode}`) }),
		children: <Icon aria-hidden="true" className="size-4" />,
	};
	return (
		<MenuOnDemand trigger={trigger}>
			<ThemeMenuContent trigger={trigger} mode={mode} onChoose={onChoose} />
		</MenuOnDemand>
	);
}
