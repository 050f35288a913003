import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { Button, IconButton } from "./button.tsx";
import { leaveEscapeToFocusedLayer } from "./escape-to-focus.ts";
import type { ToastEntry } from "./toast-entry.ts";

type Props = { toasts: ToastEntry[]; onClosed: (id: number) => void; label: string; itemLabel: string };

/** The toasts themselves (Radix), loaded with the first toast a page shows. */
export default function ToastViewport({ toasts, onClosed, label, itemLabel }: Props) {
	return (
		<Toast.Provider label={itemLabel}>
			{toasts.map((toast) => (
				<ToastItem key={toast.id} toast={toast} onClosed={() => onClosed(toast.id)} />
			))}
			<Toast.Viewport
				label={label}
				className={
					"fixed bottom-0 left-1/2 z-[100] m-0 flex w-full max-w-sm -translate-x-1/2 list-none flex-col gap-2 p-4 " +
					"sm:right-0 sm:left-auto sm:translate-x-0"
				}
			/>
		</Toast.Provider>
	);
}

function ToastItem({ toast, onClosed }: { toast: ToastEntry; onClosed: () => void }) {
	const { title, description, actionLabel, onAction, durationMs = 5000, tone = "neutral", closeLabel } = toast;
	return (
		<Toast.Root
			// Errors interrupt the screen reader; other toasts wait politely.
			type={tone === "error" ? "foreground" : "background"}
			duration={durationMs}
			onEscapeKeyDown={leaveEscapeToFocusedLayer}
			onOpenChange={(open) => {
				if (!open) onClosed();
			}}
			data-tone={tone}
			className={
				"flex items-start gap-3 rounded-lg border border-border bg-surface p-3 text-text shadow-lg " +
				"focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
			}
		>
			{tone === "error" && (
				<span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-danger text-on-danger">
					<CircleAlert className="size-4" />
				</span>
			)}
			{tone === "success" && <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" />}
			<div className="min-w-0 flex-1">
				<Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
				{description !== undefined && (
					<Toast.Description className="mt-0.5 text-sm text-muted">{description}</Toast.Description>
				)}
			</div>
			{actionLabel !== undefined && (
				<Toast.Action altText={actionLabel} asChild>
					<Button variant="secondary" size="sm" onClick={onAction}>
						{actionLabel}
					</Button>
				</Toast.Action>
			)}
			<Toast.Close asChild>
				<IconButton label={closeLabel} size="sm" className="-my-1 -mr-1">
					<X />
				</IconButton>
			</Toast.Close>
		</Toast.Root>
	);
}
