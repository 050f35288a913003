import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

export type TooltipProviderProps = {
	children: ReactNode;
	/** Hover delay before a tooltip opens; keyboard focus opens it at once. */
	delayDuration?: number;
};

/** Mount once near the root; tooltips share its delay so moving between triggers feels instant. */
export function TooltipProvider({ children, delayDuration = 300 }: TooltipProviderProps) {
	return <RadixTooltip.Provider delayDuration={delayDuration}>{children}</RadixTooltip.Provider>;
}

export type TooltipProps = {
	content: string;
	/** The trigger: a focusable element that accepts a ref and event handlers, e.g. a `<Button>`. */
	children: ReactElement;
	side?: "top" | "right" | "bottom" | "left";
};

export function Tooltip({ content, children, side = "top" }: TooltipProps) {
	return (
		<RadixTooltip.Root>
			<RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
			<RadixTooltip.Portal>
				<RadixTooltip.Content
					side={side}
					sideOffset={6}
					collisionPadding={8}
					className="z-50 max-w-xs rounded border border-border bg-surface px-2 py-1 text-xs text-text shadow-md"
				>
					{content}
				</RadixTooltip.Content>
			</RadixTooltip.Portal>
		</RadixTooltip.Root>
	);
}
