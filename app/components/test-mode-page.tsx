import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { Link } from "#app/components/ui/link.tsx";

type Props = {
	title: string;
	/** What this page stands in for, under the test-mode banner. */
	detail: string;
	/** The way out without changing anything, and its words. */
	back: { to: string; label: string };
	/** The page's own buttons, after the way back. */
	actions: ReactNode;
	children: ReactNode;
};

/** The frame of test mode's billing pages (checkout, portal): heading, banner, content, then a way back and the actions. */
export function TestModePage({ title, detail, back, actions, children }: Props) {
	const { t } = useTranslation();
	return (
		<article className="mx-auto flex w-full max-w-md flex-col gap-6">
			<title>{`${title} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
			<TestModeNotice detail={detail} />
			{children}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Link
					to={back.to}
					className="inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium underline"
				>
					{back.label}
				</Link>
				{actions}
			</div>
		</article>
	);
}
