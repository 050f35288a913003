import type { ReactNode } from "react";

/** One card of the profile page: a region named by its heading. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
			<h2 id={id} className="text-xl font-semibold">
				{title}
			</h2>
			{children}
		</section>
	);
}
