import { useTranslation } from "react-i18next";
import type { Messages } from "#app/lib/i18n.ts";

export type PageKey = keyof Omit<Messages["pages"], "placeholder">;

/** A page's title (document and heading) with a placeholder paragraph, until the page gets its content. */
export function PageFrame({ page }: { page: PageKey }) {
	const { t } = useTranslation();
	const title = t(`pages.${page}.title`);
	return (
		<article className="flex flex-col gap-4">
			<title>{`${title} · ${t("app.name")}`}</title>
			<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
			<p className="text-muted">{t("pages.placeholder")}</p>
		</article>
	);
}
