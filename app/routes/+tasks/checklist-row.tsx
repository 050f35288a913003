import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChecklistItemView } from "#core/checklists/checklist-item-view.ts";
import { CHECKLIST_ITEM_TITLE_MAX_LENGTH } from "#core/constants.ts";

type Props = {
	item: ChecklistItemView;
	number: number;
	onToggle: (isDone: boolean) => void;
	onRename: (title: string) => void;
	onDelete: () => void;
	/** Makes the item a task of its own. */
	onMakeTask: () => void;
	/** Alt+↑ (-1) or Alt+↓ (+1) on the row's part `part` (which keeps focus). */
	onStep: (direction: -1 | 1, part: string) => void;
};

/** One item: tick it, edit its title in place (saved on Enter or when leaving it), delete it, move it by keyboard. */
export function ChecklistRow({ item, number, onToggle, onRename, onDelete, onMakeTask, onStep }: Props) {
	const { t } = useTranslation();
	const [draft, setDraft] = useState(item.title);
	// Renamed elsewhere (or by this change's answer): the field shows it.
	useEffect(() => setDraft(item.title), [item.title]);
	const commit = () => {
		const title = draft.trim();
		if (title === item.title) return;
		// Empty or too long: the item keeps its title rather than losing it.
		if (title === "" || title.length > CHECKLIST_ITEM_TITLE_MAX_LENGTH) setDraft(item.title);
		else onRename(title);
	};
	/** Alt+↑/↓ on any part of the row; true when it moved the item. */
	const onMoveKey = (event: KeyboardEvent<HTMLElement>) => {
		if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return false;
		event.preventDefault();
		onStep(event.key === "ArrowUp" ? -1 : 1, event.currentTarget.dataset.part ?? "title");
		return true;
	};
	const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (onMoveKey(event)) return;
		if (event.key === "Enter") {
			// Saves the item, not the form.
			event.preventDefault();
			commit();
		} else if (event.key === "Escape" && draft !== item.title) {
			// Takes the edit back rather than closing the editor.
			event.preventDefault();
			event.stopPropagation();
			setDraft(item.title);
		}
	};
	return (
		<li data-item={item.id} className="flex items-center gap-2">
			<input
				type="checkbox"
				data-part="done"
				checked={item.isDone}
				onChange={(event) => onToggle(event.target.checked)}
				onKeyDown={onMoveKey}
				aria-label={t("checklist.markDone", { title: item.title })}
			/>
			<input
				type="text"
				data-part="title"
				value={draft}
				aria-label={t("checklist.item", { number })}
				autoComplete="off"
				onChange={(event) => setDraft(event.target.value)}
				onBlur={commit}
				onKeyDown={onTitleKeyDown}
				className={`min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 py-1 hover:border-border focus:border-border ${
					item.isDone ? "text-muted line-through" : ""
				}`}
			/>
			<RowButton
				part="task"
				label={t("checklist.makeTask", { title: item.title })}
				onClick={onMakeTask}
				onKeyDown={onMoveKey}
			>
				↗
			</RowButton>
			<RowButton
				part="delete"
				label={t("checklist.delete", { title: item.title })}
				onClick={onDelete}
				onKeyDown={onMoveKey}
			>
				×
			</RowButton>
		</li>
	);
}

type RowButtonProps = {
	/** The row's part it is, so that the focus stays on it when Alt+↑/↓ moves the item. */
	part: string;
	label: string;
	onClick: () => void;
	onKeyDown: (event: KeyboardEvent<HTMLElement>) => unknown;
	/** A symbol, hidden from screen readers: the label says what the button does. */
	children: string;
};

/** One of the row's small buttons after the title. */
function RowButton({ part, label, onClick, onKeyDown, children }: RowButtonProps) {
	return (
		<button
			type="button"
			data-part={part}
			onClick={onClick}
			onKeyDown={onKeyDown}
			aria-label={label}
			className="rounded-md px-2 py-1 text-muted hover:bg-sunken hover:text-text"
		>
			<span aria-hidden="true">{children}</span>
		</button>
	);
}
