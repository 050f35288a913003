import { useId } from "react";
import { cx } from "#app/components/ui/class-names.ts";

type Props = {
	label: string;
	checked: boolean;
	onChange: (checked: boolean) => void;
	name?: string;
	/** A line under it, read with it by screen readers. */
	hint?: string | undefined;
	className?: string;
};

/** A checkbox with its label beside it, the whole line clickable, and its hint if it has one. */
export function CheckboxField({ label, checked, onChange, name, hint, className }: Props) {
	const hintId = useId();
	const box = (
		<label className={cx("flex items-center gap-2 text-sm", className)}>
			<input
				type="checkbox"
				name={name}
				checked={checked}
				aria-describedby={hint ? hintId : undefined}
				onChange={(event) => onChange(event.target.checked)}
			/>
			{label}
		</label>
	);
	if (!hint) return box;
	return (
		<div className="flex flex-col gap-0.5">
			{box}
			<p id={hintId} className="ms-6 text-sm text-muted">
				{hint}
			</p>
		</div>
	);
}
