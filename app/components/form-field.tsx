import { type ComponentProps, useId } from "react";

type FormFieldProps = Omit<ComponentProps<"input">, "id"> & { label: string; error?: string; hint?: string };

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, className, ...props }: FormFieldProps) {
	const id = useId();
	const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy}
				className={`rounded-md border bg-surface px-3 py-2 text-text ${error ? "border-danger" : "border-border"} ${className ?? ""}`}
				{...props}
			/>
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
