import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type ComponentProps, useState } from "react";
import { cx } from "./class-names.ts";
import { closeOnEscapeLeftToFocus } from "./escape-to-focus.ts";
import type { MenuTriggerLook } from "./menu-on-demand.tsx";

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

const itemClass =
	"relative flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-text outline-none select-none " +
	"data-[highlighted]:bg-primary data-[highlighted]:text-on-primary " +
	"data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

/** Menu panel in a portal, aligned to the trigger's end edge. */
export function MenuContent({
	className,
	align = "end",
	sideOffset = 4,
	...props
}: ComponentProps<typeof DropdownMenu.Content>) {
	return (
		<DropdownMenu.Portal>
			<DropdownMenu.Content
				align={align}
				sideOffset={sideOffset}
				collisionPadding={8}
				className={cx(
					"z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-44 overflow-y-auto",
					"rounded-md border border-border bg-surface p-1 text-text shadow-lg",
					className,
				)}
				{...props}
			/>
		</DropdownMenu.Portal>
	);
}

/**
 * A menu loaded on demand (`useMenuOnDemand`): it renders open, on a trigger with the look of the stand-in that asked
 * for it, so the person's click or key lands in an open menu.
 */
export function MenuOpenedOnDemand({
	trigger,
	...content
}: { trigger: MenuTriggerLook } & ComponentProps<typeof DropdownMenu.Content>) {
	const [isOpen, setOpen] = useState(true);
	return (
		<Menu open={isOpen} onOpenChange={setOpen}>
			<MenuTrigger {...trigger} />
			<MenuContent onKeyDown={closeOnEscapeLeftToFocus(() => setOpen(false))} {...content} />
		</Menu>
	);
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
	return <DropdownMenu.Item className={cx(itemClass, className)} {...props} />;
}

/** Shown on the chosen radio item and on checked checkbox items. */
const CHECK_MARK = (
	<span className="absolute left-2 flex size-4 items-center justify-center">
		<DropdownMenu.ItemIndicator>
			<Check />
		</DropdownMenu.ItemIndicator>
	</span>
);

/** A choice in a `MenuRadioGroup`; the selected one shows a check mark. */
export function MenuRadioItem({ className, children, ...props }: ComponentProps<typeof DropdownMenu.RadioItem>) {
	return (
		<DropdownMenu.RadioItem className={cx(itemClass, "pl-8", className)} {...props}>
			{CHECK_MARK}
			{children}
		</DropdownMenu.RadioItem>
	);
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
	return <DropdownMenu.Label className={cx("px-2 py-1.5 text-xs font-medium text-muted", className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
	return <DropdownMenu.Separator className={cx("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}

/** An on/off choice; checked ones show a check mark. */
export function MenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof DropdownMenu.CheckboxItem>) {
	return (
		<DropdownMenu.CheckboxItem className={cx(itemClass, "pl-8", className)} {...props}>
			{CHECK_MARK}
			{children}
		</DropdownMenu.CheckboxItem>
	);
}
