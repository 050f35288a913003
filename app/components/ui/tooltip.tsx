import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement } from "react";

export type TooltipProps = {
	content: string;
	/** The trigger: a focusable element that accepts a ref and event handlers, e.g. a `<Button>`. */
	children: ReactElement;
	side?: "top" | "right" | "bottom" | "left";
};

export function Tooltip({ content, children, side = "top" }: TooltipProps) {
	// Each tooltip brings its own provider, so pages without tooltips never load their code.
	return (
		<RadixTooltip.Provider delayDuration={300}>
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
		</RadixTooltip.Provider>
	);
}
