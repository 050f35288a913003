import { type ComponentProps, type ReactNode, Suspense, useState } from "react";

export type MenuTriggerLook = Pick<ComponentProps<"button">, "className" | "aria-label" | "children">;

/**
 * A menu whose code loads on first use: until then a plain button with the trigger's look and name stands in
 * (the menu library and its positioning engine stay out of the page's first download). Asking for the menu —
 * click, Enter, Space or ArrowDown — renders `menu()`, the lazily loaded menu, which opens itself.
 *
 * A hook rather than a component so that a list's items (200 task cards) can call it inside their own render:
 * each component between a card and its button was a few microseconds more of the server's render per card.
 */
export function useMenuOnDemand(trigger: MenuTriggerLook, menu: () => ReactNode): ReactNode {
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
	return <Suspense fallback={standIn}>{menu()}</Suspense>;
}

/** `useMenuOnDemand` as a component, for a menu that is not one of a list's items. */
export function MenuOnDemand({ trigger, children }: { trigger: MenuTriggerLook; children: ReactNode }) {
	return useMenuOnDemand(trigger, () => children);
}
