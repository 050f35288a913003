import { type ComponentProps, type ReactNode, Suspense, useState } from "react";

export type MenuTriggerLook = Pick<ComponentProps<"button">, "className" | "aria-label" | "children">;

/**
 * A menu whose code loads on first use: until then a plain button with the trigger's look and name stands in
 * (the menu library and its positioning engine stay out of the page's first download). Asking for the menu —
 * click, Enter, Space or ArrowDown — renders `children`, the lazily loaded menu, which opens itself.
 */
export function MenuOnDemand({ trigger, children }: { trigger: MenuTriggerLook; children: ReactNode }) {
	const [isRequested, setRequested] = useState(false);
	const standIn = (
		<button
			type="button"
			aria-haspopup="menu"
			aria-expanded="false"
			{...trigger}
			onClick={() => setRequested(true)}
			onKeyDown={(event) => {
				if (event.key !== "ArrowDown") return;
				event.preventDefault();
				setRequested(true);
			}}
		/>
	);
	if (!isRequested) return standIn;
	return <Suspense fallback={standIn}>{children}</Suspense>;
}
