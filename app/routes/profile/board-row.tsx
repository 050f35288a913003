import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";
import type { BoardView } from "#core/boards/board-view.ts";

type Props = {
	board: BoardView;
	onRename: () => void;
	onSetDefault: () => void;
	onDelete: () => void;
};

/** One board in the profile's list: its name, whether it is the default one, its tasks, and what can be done to it. */
export function BoardRow({ board, onRename, onSetDefault, onDelete }: Props) {
	const { t } = useTranslation();
	const { name } = board;
	return (
		<li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
			<div className="flex min-w-0 flex-col gap-0.5">
				<div className="flex min-w-0 items-center gap-2">
					<span className="truncate font-medium">{name}</span>
					{board.isDefault ? <DefaultBadge /> : null}
				</div>
				<span className="text-sm text-muted">{t("boards.taskCount", { count: board.taskCount })}</span>
			</div>
			<div className="flex flex-wrap gap-2">
				<Button variant="secondary" size="sm" aria-label={t("boards.renameBoard", { name })} onClick={onRename}>
					{t("boards.rename")}
				</Button>
				{board.isDefault ? null : (
					<>
						<Button
							variant="secondary"
							size="sm"
							aria-label={t("boards.setDefaultBoard", { name })}
							onClick={onSetDefault}
						>
							{t("boards.setDefault")}
						</Button>
						<Button variant="secondary" size="sm" aria-label={t("boards.deleteBoard", { name })} onClick={onDelete}>
							{t("boards.delete")}
						</Button>
					</>
				)}
			</div>
		</li>
	);
}

/** "Default" beside the default board's name. */
function DefaultBadge() {
	const { t } = useTranslation();
	return (
		<span className="shrink-0 rounded-full border border-border bg-sunken px-2 py-0.5 text-xs font-medium">
			{t("boards.default")}
		</span>
	);
}
