import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COLOR_MODES } from "#core/constants.ts";
import { STATIC_MENU_ITEM_CLASS, StaticMenu } from "./static-menu.tsx";

const COLOR_MODE_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The theme menu of a static page: system, light or dark as radio buttons. The icon shown follows the mode the
 * boot script set before first paint (app.css, `data-mode-icon`); app/lib/static-controls-script.ts checks the
 * stored mode, names the summary after it and stores a new choice.
 */
export function StaticThemeMenu() {
	const { t } = useTranslation();
	const currentLabel = (mode: (typeof COLOR_MODES)[number]) => t("theme.current", { mode: t(`theme.${mode}`) });
	return (
		<StaticMenu
			label={currentLabel("system")}
			summaryClassName="items-center rounded-md p-2 text-text hover:bg-sunken"
			summary={COLOR_MODES.map((mode) => {
				const Icon = COLOR_MODE_ICONS[mode];
				return <Icon key={mode} aria-hidden="true" data-mode-icon={mode} className="size-4" />;
			})}
		>
			<fieldset>
				<legend className="sr-only">{t("theme.label")}</legend>
				{COLOR_MODES.map((mode) => (
					<label key={mode} className={`${STATIC_MENU_ITEM_CLASS} has-focus-visible:bg-sunken`}>
						<input
							type="radio"
							name="color-mode"
							value={mode}
							defaultChecked={mode === "system"}
							data-color-mode-choice=""
							data-current-label={currentLabel(mode)}
							className="accent-primary"
						/>
						{t(`theme.${mode}`)}
					</label>
				))}
			</fieldset>
		</StaticMenu>
	);
}
