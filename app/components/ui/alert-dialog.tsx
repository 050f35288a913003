import { AlertDialog } from "radix-ui";
import { type ReactElement, type ReactNode, useRef } from "react";
import { Button } from "./button.tsx";
import { closeOnEscapeLeftToFocus } from "./escape-to-focus.ts";

export type ConfirmDialogProps = {
	/** Controlled open state; leave out (with `trigger`) to let the dialog manage itself. */
	open?: boolean;
	onOpenChange?: (open: boolean) => void;
	title: string;
	description: string;
	confirmLabel: string;
	cancelLabel: string;
	onConfirm: () => void;
	/** Styles the confirm button as dangerous (deleting, discarding). */
	isDestructive?: boolean;
	/** Keeps the confirm button disabled, while what the dialog must say is still being found out. */
	isConfirmDisabled?: boolean;
	/** Element that opens the dialog, e.g. a `<Button>`. */
	trigger?: ReactElement;
	/** Extra content between the description and the buttons, e.g. an option that changes what confirming does. */
	children?: ReactNode;
};

/** Confirmation prompt. Radix focuses Cancel first, so Enter right after opening never confirms by accident. */
export function ConfirmDialog({
	open,
	onOpenChange,
	title,
	description,
	confirmLabel,
	cancelLabel,
	onConfirm,
	isDestructive = false,
	isConfirmDisabled = false,
	trigger,
	children,
}: ConfirmDialogProps) {
	const cancelRef = useRef<HTMLButtonElement>(null);
	return (
		<AlertDialog.Root open={open} onOpenChange={onOpenChange}>
			{trigger !== undefined && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
			<AlertDialog.Portal>
				<AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
				<AlertDialog.Content
					onKeyDown={closeOnEscapeLeftToFocus(() => cancelRef.current?.click())}
					className={
						"fixed top-1/2 left-1/2 z-50 w-full max-w-md -translate-x-1/2 -translate-y-1/2 " +
						"max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain border border-border bg-surface p-4 " +
						"text-text shadow-xl focus-visible:outline-2 focus-visible:outline-focus sm:w-[calc(100%-2rem)] " +
						"sm:rounded-lg sm:p-6"
					}
				>
					<AlertDialog.Title className="text-lg font-semibold text-text">{title}</AlertDialog.Title>
					<AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
					{children}
					<div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
						<AlertDialog.Cancel asChild>
							<Button ref={cancelRef} variant="secondary">
								{cancelLabel}
							</Button>
						</AlertDialog.Cancel>
						<AlertDialog.Action asChild>
							<Button variant={isDestructive ? "danger" : "primary"} onClick={onConfirm} disabled={isConfirmDisabled}>
								{confirmLabel}
							</Button>
						</AlertDialog.Action>
					</div>
				</AlertDialog.Content>
			</AlertDialog.Portal>
		</AlertDialog.Root>
	);
}
