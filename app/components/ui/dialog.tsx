import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { IconButton } from "./button.tsx";
import { cx } from "./class-names.ts";
import { closeOnEscapeLeftToFocus } from "./escape-to-focus.ts";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;

export type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, "title" | "children"> & {
	title: string;
	description?: string;
	/** Accessible name of the close (X) button. */
	closeLabel: string;
	children?: ReactNode;
};

/** Modal panel: portal, dimmed overlay, title header with a close button. Radix traps and restores focus. */
export function DialogContent({ title, description, closeLabel, children, className, ...props }: DialogContentProps) {
	const closeRef = useRef<HTMLButtonElement>(null);
	return (
		<RadixDialog.Portal>
			<RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
			<RadixDialog.Content
				// Without a description, opt out of aria-describedby explicitly so Radix does not warn about it.
				{...(description === undefined ? { "aria-describedby": undefined } : {})}
				onKeyDown={closeOnEscapeLeftToFocus(() => closeRef.current?.click())}
				{...props}
				className={cx(
					"fixed top-1/2 left-1/2 z-50 w-full max-w-lg -translate-x-1/2 -translate-y-1/2",
					"max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain",
					"border border-border bg-surface p-4 text-text shadow-xl sm:w-[calc(100%-2rem)] sm:rounded-lg sm:p-6",
					"focus-visible:outline-2 focus-visible:outline-focus",
					className,
				)}
			>
				<div className="mb-4 flex items-start justify-between gap-4">
					<div className="min-w-0">
						<RadixDialog.Title className="text-lg font-semibold text-text">{title}</RadixDialog.Title>
						{description !== undefined && (
							<RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
						)}
					</div>
					<RadixDialog.Close asChild>
						<IconButton ref={closeRef} label={closeLabel} size="sm" className="-mt-1 -mr-2">
							<X />
						</IconButton>
					</RadixDialog.Close>
				</div>
				{children}
			</RadixDialog.Content>
		</RadixDialog.Portal>
	);
}
