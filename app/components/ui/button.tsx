import type { ComponentProps, ReactElement } from "react";
import { cx } from "./class-names.ts";

type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
type ButtonSize = "sm" | "md";

const base =
	// A label longer than its room (another language's words) wraps onto a second line instead of being cut.
	"inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-center font-medium transition-colors " +
	"focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus " +
	"disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
	primary: "bg-primary text-on-primary hover:bg-primary-hover",
	secondary: "border border-border bg-surface text-text hover:bg-sunken",
	ghost: "bg-transparent text-text hover:bg-sunken",
	danger: "bg-danger text-on-danger hover:opacity-90",
};

const sizes: Record<ButtonSize, string> = {
	sm: "min-h-8 px-3 py-1 text-sm",
	md: "min-h-10 px-4 py-2 text-sm",
};

const iconSizes: Record<ButtonSize, string> = {
	sm: "size-8",
	md: "size-10",
};

/** A button's look, for the few actions that are links (a navigation styled as the page's main action). */
export function buttonClassName({
	variant = "primary",
	size = "md",
}: {
	variant?: ButtonVariant;
	size?: ButtonSize;
} = {}) {
	return cx(base, variants[variant], sizes[size]);
}

export type ButtonProps = ComponentProps<"button"> & {
	variant?: ButtonVariant;
	size?: ButtonSize;
};

/** The app's button; `ref` is forwarded as a regular prop (React 19). */
export function Button({ variant = "primary", size = "md", type = "button", className, ...props }: ButtonProps) {
	return <button type={type} className={cx(buttonClassName({ variant, size }), className)} {...props} />;
}

export type IconButtonProps = Omit<ComponentProps<"button">, "children" | "aria-label"> & {
	/** Accessible name of the button (the icon itself is hidden from assistive technology). */
	label: string;
	/** A lucide icon element, e.g. `<Trash2 />`. */
	children: ReactElement;
	variant?: ButtonVariant;
	size?: ButtonSize;
};

/** A square button showing only an icon; `label` becomes its accessible name. */
export function IconButton({
	label,
	children,
	variant = "ghost",
	size = "md",
	type = "button",
	className,
	...props
}: IconButtonProps) {
	return (
		<button
			type={type}
			aria-label={label}
			className={cx(base, variants[variant], iconSizes[size], className)}
			{...props}
		>
			{children}
		</button>
	);
}
