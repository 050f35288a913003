import {
	type ClipboardEvent,
	type KeyboardEvent,
	useId,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
	useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "#app/components/form-field.tsx";
import type { TaskStore } from "#app/lib/task-store.ts";
import { checklistProgress } from "#core/checklists/checklist-item-view.ts";
import { beforeForStep } from "#core/checklists/checklist-placement.ts";
import { CHECKLIST_ITEM_TITLE_MAX_LENGTH } from "#core/constants.ts";
import { ChecklistRow } from "./checklist-row.tsx";
import { type ChecklistActions, checklistItemActions } from "./task-actions/checklist-items.ts";

type Props = {
	taskId: string;
	store: TaskStore;
	/** The page's checklist actions, made from this chunk's copy of their module (so nothing waits for it). */
	actionsWith: (make: typeof checklistItemActions) => ChecklistActions;
};

/**
 * The checklist of the task open in the editor, loaded with it on demand: each change is saved at once (not with the
 * form's Save), shown from the page's store, so another device's changes appear here as they come.
 */
export default function ChecklistEditor({ taskId, store, actionsWith }: Props) {
	const { t } = useTranslation();
	const headingId = useId();
	const actions = useMemo(() => actionsWith(checklistItemActions), [actionsWith]);
	const tasks = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
	const task = tasks.find(({ id }) => id === taskId);
	const [announcement, setAnnouncement] = useState("");
	// The row whose part had focus when it moved: React moves its element, which loses focus on the way.
	const refocus = useRef<{ id: string; part: string } | null>(null);
	const listRef = useRef<HTMLUListElement>(null);
	const items = task?.checklist ?? [];
	useLayoutEffect(() => {
		if (!refocus.current) return;
		const { id, part } = refocus.current;
		refocus.current = null;
		listRef.current?.querySelector<HTMLElement>(`[data-item="${id}"] [data-part="${part}"]`)?.focus();
	});
	if (!task) return null;
	const { done, total } = checklistProgress(items);

	const onStep = (id: string, direction: -1 | 1, part: string) => {
		const before = beforeForStep(items, id, direction);
		const item = items.find((row) => row.id === id);
		if (before === undefined || !item) return;
		refocus.current = { id, part };
		void actions.moveItem(task, id, before);
		const position = items.indexOf(item) + 1 + direction;
		setAnnouncement(t("checklist.moved", { title: item.title, position, count: items.length }));
	};

	return (
		<section aria-labelledby={headingId} className="flex flex-col gap-2">
			<div className="flex items-center justify-between gap-2">
				<h3 id={headingId} className="text-sm font-medium">
					{t("checklist.heading")}
				</h3>
				{total > 0 ? (
					<span className="flex items-center gap-2 text-sm text-muted tabular-nums">
						<progress value={done} max={total} aria-label={t("checklist.progress", { done, total })} />
						<span aria-hidden="true">{`${done}/${total}`}</span>
					</span>
				) : null}
			</div>
			{total > 0 ? (
				<ul ref={listRef} className="flex flex-col gap-1">
					{items.map((item, index) => (
						<ChecklistRow
							key={item.id}
							item={item}
							number={index + 1}
							onToggle={(isDone) => void actions.setItem(task, item.id, { isDone })}
							onRename={(title) => void actions.setItem(task, item.id, { title })}
							onDelete={() => void actions.removeItem(task, item)}
							onMakeTask={() => void actions.makeTask(task, item)}
							onStep={(direction, part) => onStep(item.id, direction, part)}
						/>
					))}
				</ul>
			) : null}
			{total > 1 ? <p className="text-xs text-muted">{t("checklist.moveHint")}</p> : null}
			<NewItemField onAdd={(titles) => void actions.addItems(task, titles)} />
			<p role="status" className="sr-only">
				{announcement}
			</p>
		</section>
	);
}

/** Enter adds the item typed; pasting several lines adds one item per line. */
function NewItemField({ onAdd }: { onAdd: (titles: string[]) => void }) {
	const { t } = useTranslation();
	const [title, setTitle] = useState("");
	const [error, setError] = useState<string>();
	const tooLong = () => t("validation.maxLength", { max: CHECKLIST_ITEM_TITLE_MAX_LENGTH.toLocaleString() }) as string;
	const add = (titles: string[]) => {
		if (titles.some((line) => line.length > CHECKLIST_ITEM_TITLE_MAX_LENGTH)) {
			setError(tooLong());
			return false;
		}
		if (titles.length > 0) onAdd(titles);
		return true;
	};
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key !== "Enter") return;
		// Not the form's Save: this field adds to the checklist.
		event.preventDefault();
		const typed = title.trim();
		if (typed !== "" && add([typed])) setTitle("");
	};
	const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
		const lines = event.clipboardData
			.getData("text/plain")
			.split(/\r\n|\r|\n/)
			.map((line) => line.trim())
			.filter((line) => line !== "");
		if (lines.length < 2) return;
		event.preventDefault();
		add([...(title.trim() === "" ? [] : [title.trim()]), ...lines]);
		setTitle("");
	};
	return (
		<FormField
			label={t("checklist.add")}
			hint={t("checklist.addHint")}
			error={error}
			value={title}
			autoComplete="off"
			enterKeyHint="enter"
			onChange={(event) => {
				setTitle(event.target.value);
				setError(undefined);
			}}
			onKeyDown={onKeyDown}
			onPaste={onPaste}
		/>
	);
}
