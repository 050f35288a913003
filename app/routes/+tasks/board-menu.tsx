import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import {
	MenuItem,
	MenuOpenedOnDemand,
	MenuRadioGroup,
	MenuRadioItem,
	MenuSeparator,
} from "#app/components/ui/dropdown-menu.tsx";
import type { MenuTriggerLook } from "#app/components/ui/menu-on-demand.tsx";
import type { BoardView } from "#core/boards/board-view.ts";

type Props = {
	trigger: MenuTriggerLook;
	/** A board id, or "all". */
	current: string;
	boards: BoardView[];
	/** Set on Free: "Show everything" then opens the upgrade prompt instead. */
	onShowEverything: (() => void) | undefined;
	onNewBoard: () => void;
};

/** The board menu, loaded when first opened: the boards, "Show everything" and "New board…". */
export default function BoardMenu({ trigger, current, boards, onShowEverything, onNewBoard }: Props) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const { pathname, search } = useLocation();
	const onChoose = (value: string) => {
		if (value === "all" && onShowEverything) return onShowEverything();
		// Another board keeps the search typed so far (and anything else the address carries).
		const params = new URLSearchParams(search);
		params.set("board", value);
		navigate(`${pathname}?${params}`);
	};
	return (
		<MenuOpenedOnDemand trigger={trigger} align="start" aria-label={t("boards.label")}>
			<MenuRadioGroup value={current} onValueChange={onChoose}>
				{boards.map((board) => (
					<MenuRadioItem key={board.id} value={board.id}>
						<span className="truncate">{board.name}</span>
					</MenuRadioItem>
				))}
				<MenuSeparator />
				<MenuRadioItem value="all">{t("boards.showEverything")}</MenuRadioItem>
			</MenuRadioGroup>
			<MenuSeparator />
			<MenuItem onSelect={onNewBoard}>{t("boards.newBoard")}</MenuItem>
		</MenuOpenedOnDemand>
	);
}
