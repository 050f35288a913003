import { useTranslation } from "react-i18next";
import {
	MenuCheckboxItem,
	MenuLabel,
	MenuOpenedOnDemand,
	MenuRadioGroup,
	MenuRadioItem,
	MenuSeparator,
} from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import { QUADRANT_SORTS, type QuadrantSort } from "#core/constants.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";

export type ChangeViewOption = <Name extends keyof ViewOptions>(name: Name, value: ViewOptions[Name]) => void;

type Props = {
	trigger: MenuTriggerLook;
	viewOptions: ViewOptions;
	onChange: ChangeViewOption;
	hasPhoneGrid: boolean;
};

const SHOWN = ["showDateTags", "showDescriptions", "showCompletedBadge"] as const;

/** The view options menu, loaded when first opened; each choice is saved for the user at once. */
export default function ViewOptionsMenu({ trigger, viewOptions, onChange, hasPhoneGrid }: Props) {
	const { t } = useTranslation();
	return (
		<MenuOpenedOnDemand trigger={trigger} aria-label={t("matrix.viewOptions")}>
			{SHOWN.map((name) => (
				<MenuCheckboxItem
					key={name}
					checked={viewOptions[name]}
					onCheckedChange={(checked) => onChange(name, checked)}
					onSelect={(event) => event.preventDefault()}
				>
					{t(`viewOptions.${name}`)}
				</MenuCheckboxItem>
			))}
			<MenuSeparator />
			<MenuCheckboxItem
				checked={viewOptions.hideCompleted}
				onCheckedChange={(checked) => onChange("hideCompleted", checked)}
				onSelect={(event) => event.preventDefault()}
			>
				{t("viewOptions.hideCompleted")}
			</MenuCheckboxItem>
			<MenuSeparator />
			<MenuLabel id="quadrant-sort-label">{t("viewOptions.sortLabel")}</MenuLabel>
			<MenuRadioGroup
				aria-labelledby="quadrant-sort-label"
				value={viewOptions.quadrantSort}
				onValueChange={(value) => onChange("quadrantSort", value as QuadrantSort)}
			>
				{QUADRANT_SORTS.map((sort) => (
					<MenuRadioItem key={sort} value={sort} onSelect={(event) => event.preventDefault()}>
						{t(`viewOptions.sort.${sort}`)}
					</MenuRadioItem>
				))}
			</MenuRadioGroup>
			{hasPhoneGrid ? (
				<>
					<MenuSeparator />
					<MenuCheckboxItem
						checked={viewOptions.phoneGrid}
						onCheckedChange={(checked) => onChange("phoneGrid", checked)}
						onSelect={(event) => event.preventDefault()}
					>
						{t("viewOptions.phoneGrid")}
					</MenuCheckboxItem>
				</>
			) : null}
		</MenuOpenedOnDemand>
	);
}
