import type { ReactNode, Ref } from "react";
import { NeedsConnection } from "./needs-connection.tsx";

type Props = {
	id: string;
	title: string;
	/** Makes the heading focusable from code: somewhere to put focus when the focused control disappears. */
	headingRef?: Ref<HTMLHeadingElement>;
	children: ReactNode;
	/** Only works with the server answering: offline, its controls rest and it says so. */
	needsConnection?: boolean;
};

/** One card of the profile page: a region named by its heading. */
export function ProfileSection({ id, title, headingRef, children, needsConnection = false }: Props) {
	return (
		<section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
			<h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-semibold">
				{title}
			</h2>
			{needsConnection ? <NeedsConnection>{children}</NeedsConnection> : children}
		</section>
	);
}
