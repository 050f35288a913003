import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from "#app/components/ui/dropdown-menu.tsx";
import { applyColorMode, readColorMode, storeColorMode } from "#app/lib/theme.ts";
import { COLOR_MODES, type ColorMode } from "#core/constants.ts";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** System, light or dark; stored in this browser and applied at once. */
export function ThemeMenu() {
	const { t } = useTranslation();
	const [mode, setMode] = useState<ColorMode>("system");

	useEffect(() => {
		setMode(readColorMode());
	}, []);

	useEffect(() => {
		if (mode !== "system") return;
		const query = matchMedia("(prefers-color-scheme: dark)");
		const onChange = () => applyColorMode("system");
		query.addEventListener("change", onChange);
		return () => query.removeEventListener("change", onChange);
	}, [mode]);

	const onChoose = (value: string) => {
		const next = COLOR_MODES.find((candidate) => candidate === value) ?? "system";
		storeColorMode(next);
		setMode(next);
	};
	const Icon = ICONS[mode];
	return (
		<Menu>
			<MenuTrigger
				className="inline-flex items-center rounded-md p-2 text-text hover:bg-sunken"
				aria-label={t("theme.current", { mode: t(`theme.${mode}`) })}
			>
				<Icon aria-hidden="true" className="size-4" />
			</MenuTrigger>
			<MenuContent aria-label={t("theme.label")}>
				<MenuRadioGroup value={mode} onValueChange={onChoose}>
					{COLOR_MODES.map((option) => (
						<MenuRadioItem key={option} value={option}>
							{t(`theme.${option}`)}
						</MenuRadioItem>
					))}
				</MenuRadioGroup>
			</MenuContent>
		</Menu>
	);
}
