// What a toast is, apart from the provider (toast.tsx) and the lazily loaded viewport that shows it, which both use it.

type ToastTone = "neutral" | "error" | "success";

export type ToastOptions = {
	title: string;
	description?: string;
	/** Text of the optional action button; also its `altText` for screen readers. */
	actionLabel?: string;
	onAction?: () => void;
	/** How long the toast stays open; the timer pauses while hovered or focused. */
	durationMs?: number;
	tone?: ToastTone;
	/** Accessible name of the close (X) button. */
	closeLabel: string;
};

/** A toast being shown: its options and an id unique within the page. */
export type ToastEntry = ToastOptions & { id: number };
