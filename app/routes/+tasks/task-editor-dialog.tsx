import {
	type ChangeEvent,
	type ComponentProps,
	type FormEvent,
	lazy,
	type ReactNode,
	type Ref,
	Suspense,
	useRef,
	useState,
} from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { ControlField, FormField, SelectField } from "#app/components/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useUnsavedInput } from "#app/lib/unsaved-input.ts";
import { taskFieldsSchema } from "#core/tasks/task.schema.ts";
import type { TaskFields } from "#core/tasks/task-view.ts";
import { type FieldMessage, fieldMessages } from "#core/validation/field-errors.ts";
import { type EditedTask, type RemoteChange, remoteChangeOf } from "./remote-change.ts";
import { choiceOf, type RepeatChoice, type RepeatProblem, ruleOf } from "./repeat-choice.ts";
import { RepeatFields } from "./repeat-fields.tsx";

type Props = {
	open: boolean;
	onOpenChange: (open: boolean) => void;
	mode: "create" | "edit";
	initial: TaskFields;
	onSubmit: (values: TaskFields) => void;
	/**
	 * When editing: the task and the page's tasks, to say above the form (which stays as typed) that it was changed
	 * or deleted elsewhere (live updates). Compared here, so the comparison loads with the editor, not the page.
	 */
	edited?: EditedTask;
};

type Field = keyof TaskFields;
/** The form's values as the inputs hold them: an empty date or time is ""; the repeat is its fields' choice. */
type Draft = Record<Exclude<Field, "repeat">, string> & { repeat: RepeatChoice };
type EditorMessage = FieldMessage | { key: "editor.invalidDate" | "editor.invalidTime" | "editor.timeNeedsDate" };

const { status, priority, quadrant } = taskFieldsSchema.shape;

// Loaded when a task is edited, not with the editor (nor the page): a new task has no checklist yet.
const ChecklistEditor = lazy(() => import("./checklist-editor.tsx"));

/** Creates or edits a task; the form mounts with the dialog, so every opening starts from `initial`. */
export default function TaskEditorDialog({ open, onOpenChange, mode, initial, onSubmit, edited }: Props) {
	const remoteChange = edited ? remoteChangeOf(edited) : undefined;
	const { t } = useTranslation();
	const titleRef = useRef<HTMLInputElement>(null);
	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent
				title={t(mode === "create" ? "editor.newTitle" : "editor.editTitle")}
				closeLabel={t("common.close")}
				// Start in the title rather than on the close button, which comes first.
				onOpenAutoFocus={(event) => {
					event.preventDefault();
					titleRef.current?.focus();
				}}
			>
				{remoteChange ? <RemoteChangeNotice change={remoteChange} /> : null}
				<TaskEditorForm
					// A new version loaded into the form starts it over from those values.
					key={JSON.stringify(initial)}
					initial={initial}
					canSave={remoteChange?.kind !== "deleted"}
					titleRef={titleRef}
					checklist={
						edited && remoteChange?.kind !== "deleted" ? (
							<Suspense fallback={null}>
								<ChecklistEditor taskId={edited.edited.id} store={edited.store} actionsWith={edited.checklistWith} />
							</Suspense>
						) : null
					}
					onCancel={() => onOpenChange(false)}
					onSubmit={(values) => {
						onSubmit(values);
						onOpenChange(false);
					}}
				/>
			</DialogContent>
		</Dialog>
	);
}

function RemoteChangeNotice({ change }: { change: RemoteChange }) {
	const { t } = useTranslation();
	return (
		<div
			role="status"
			className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-sunken p-3 text-sm"
		>
			<p>{t(change.kind === "deleted" ? "editor.deletedElsewhere" : "editor.changedElsewhere")}</p>
			{change.kind === "changed" ? (
				<Button variant="secondary" onClick={change.onLoadLatest}>
					{t("editor.loadLatest")}
				</Button>
			) : null}
		</div>
	);
}

type FormProps = {
	initial: TaskFields;
	/** False once the task is deleted: there is nothing left to save to. */
	canSave: boolean;
	titleRef: Ref<HTMLInputElement>;
	/** The task's checklist, saved item by item rather than with the form. */
	checklist: ReactNode;
	onCancel: () => void;
	onSubmit: (values: TaskFields) => void;
};

// Checked on submit, then again as the person corrects the fields.
function TaskEditorForm({ initial, canSave, titleRef, checklist, onCancel, onSubmit }: FormProps) {
	const { t } = useTranslation();
	const formRef = useRef<HTMLFormElement>(null);
	const [draft, setDraft] = useState<Draft>(() => ({
		...initial,
		dueDate: initial.dueDate ?? "",
		dueTime: initial.dueTime ?? "",
		repeat: choiceOf(initial.repeat, initial.dueDate),
	}));
	useUnsavedInput(draft);
	const [isSubmitted, setSubmitted] = useState(false);
	const checked = check(draft);

	const errorOf = (field: Exclude<Field, "repeat">) => {
		const message = isSubmitted && "errors" in checked ? checked.errors[field] : undefined;
		return message && t(message.key, "values" in message ? message.values : {});
	};
	const repeatProblem = isSubmitted && "errors" in checked ? checked.repeatProblem : undefined;
	const bind = (field: Exclude<Field, "repeat">) => ({
		name: field,
		value: draft[field],
		error: errorOf(field),
		onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
			setDraft((current) => ({ ...current, [field]: event.target.value })),
	});
	const onFormSubmit = (event: FormEvent) => {
		event.preventDefault();
		if ("values" in checked) {
			onSubmit(checked.values);
			return;
		}
		// Render the errors first, so the field is announced with its message when it gets focus.
		flushSync(() => setSubmitted(true));
		formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
	};

	return (
		<form ref={formRef} noValidate onSubmit={onFormSubmit} className="flex flex-col gap-4">
			<FormField ref={titleRef} label={t("editor.title")} required autoComplete="off" {...bind("title")} />
			<TextareaField label={t("editor.description")} rows={4} {...bind("description")} />
			<SelectField
				label={t("editor.quadrant")}
				options={quadrant.options.map((value) => ({ value, label: t(`quadrants.${value}.name`) }))}
				{...bind("quadrant")}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<SelectField
					label={t("editor.status")}
					options={status.options.map((value) => ({ value, label: t(`task.status.${value}`) }))}
					{...bind("status")}
				/>
				<SelectField
					label={t("task.priority.label")}
					options={priority.options.map((value) => ({ value, label: t(`task.priority.${value}`) }))}
					{...bind("priority")}
				/>
				<FormField type="date" label={t("editor.dueDate")} {...bind("dueDate")} />
				<FormField type="time" label={t("editor.dueTime")} hint={t("editor.dueTimeHint")} {...bind("dueTime")} />
			</div>
			<RepeatFields
				choice={draft.repeat}
				problem={repeatProblem}
				onChange={(repeat) => setDraft((current) => ({ ...current, repeat }))}
			/>
			{checklist}
			<div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Button variant="secondary" onClick={onCancel}>
					{t("common.cancel")}
				</Button>
				<Button type="submit" disabled={!canSave}>
					{t("common.save")}
				</Button>
			</div>
		</form>
	);
}

type Checked =
	| { values: TaskFields }
	| { errors: Partial<Record<Field, EditorMessage>>; repeatProblem: RepeatProblem | "needsDate" | undefined };

/** The parsed task, or a message for each field that breaks a rule. */
function check(draft: Draft): Checked {
	const rule = ruleOf(draft.repeat);
	const repeat = "repeat" in rule ? rule.repeat : null;
	const result = taskFieldsSchema.safeParse({
		...draft,
		dueDate: draft.dueDate || null,
		dueTime: draft.dueTime || null,
		repeat,
	});
	const errors: Partial<Record<Field, EditorMessage>> = result.success ? {} : fieldMessages(result.error);
	// A repeat starts on the due date: without one it has nowhere to start.
	const repeatProblem = "problem" in rule ? rule.problem : repeat !== null && !draft.dueDate ? "needsDate" : undefined;
	// A date or a time can only break its format, which "required" would misname.
	if (errors.dueDate) errors.dueDate = { key: "editor.invalidDate" };
	if (errors.dueTime) errors.dueTime = { key: "editor.invalidTime" };
	else if (draft.dueTime && !draft.dueDate) errors.dueTime = { key: "editor.timeNeedsDate" };
	if (result.success && Object.keys(errors).length === 0 && repeatProblem === undefined) return { values: result.data };
	return { errors, repeatProblem };
}

type TextareaFieldProps = Omit<ComponentProps<"textarea">, "id" | "className"> & {
	label: string;
	error: string | undefined;
};

function TextareaField({ label, error, ...props }: TextareaFieldProps) {
	return (
		<ControlField label={label} error={error}>
			{(control) => <textarea {...control} {...props} />}
		</ControlField>
	);
}
