import { type ComponentProps, type ReactNode, useId } from "react";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string };

type ControlFieldProps = {
	label: string;
	error?: string | undefined;
	hint?: string | undefined;
	/** The control itself, given the props that tie it to its label, hint and error. */
	children: (control: ControlProps) => ReactNode;
};

/** A labelled form control whose hint and error are announced and tied to it (aria-invalid, aria-describedby). */
export function ControlField({ label, error, hint, children }: ControlFieldProps) {
	const id = useId();
	const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			{children({
				id,
				"aria-invalid": error ? true : undefined,
				"aria-describedby": describedBy,
				className: `rounded-md border bg-surface px-3 py-2 text-text ${error ? "border-danger" : "border-border"}`,
			})}
			{hint ? (
				<p id={`${id}-hint`} className="text-xs text-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className="text-sm text-danger">
					{error}
				</p>
			) : null}
		</div>
	);
}

type FormFieldProps = Omit<ComponentProps<"input">, "id"> & { label: string; error?: string; hint?: string };

/** A labelled input (see ControlField). */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
	return (
		<ControlField label={label} error={error} hint={hint}>
			{(control) => <input {...control} className={`${control.className} ${className ?? ""}`} {...props} />}
		</ControlField>
	);
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "children" | "className"> & {
	label: string;
	error?: string | undefined;
	options: ReadonlyArray<{ value: string; label: string }>;
};

/** A labelled select of plain options (see ControlField). */
export function SelectField({ label, error, options, ...props }: SelectFieldProps) {
	return (
		<ControlField label={label} error={error}>
			{(control) => (
				<select {...control} {...props}>
					{options.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			)}
		</ControlField>
	);
}
