import { useTranslation } from "react-i18next";
import { DRAG_INSTRUCTIONS_ID } from "./use-task-card.ts";

/**
 * How to move a card with the keyboard, which every card is described by: in the server's HTML, since a screen
 * reader reads it when a card is first focused, before drag and drop has loaded (use-drag-kit.ts).
 */
export function DragInstructions() {
	const { t } = useTranslation();
	return (
		<div id={DRAG_INSTRUCTIONS_ID} hidden>
			{t("dnd.instructions")}
		</div>
	);
}
