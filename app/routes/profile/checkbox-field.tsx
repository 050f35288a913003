import { cx } from "#app/components/ui/class-names.ts";

type Props = { label: string; checked: boolean; onChange: (checked: boolean) => void; className?: string };

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange, className }: Props) {
	return (
		<label className={cx("flex items-center gap-2 text-sm", className)}>
			<input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
			{label}
		</label>
	);
}
