import { useTranslation } from "react-i18next";
import { Link } from "#app/components/ui/link.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

export function BrandLink() {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	return (
		<Link to={to("/")} className="flex items-center gap-2 font-semibold" aria-label={t("app.homeLink")}>
			<span aria-hidden="true" className="grid size-6 grid-cols-2 gap-0.5">
				<span className="rounded-sm bg-q1 ring-1 ring-border" />
				<span className="rounded-sm bg-q2 ring-1 ring-border" />
				<span className="rounded-sm bg-q3 ring-1 ring-border" />
				<span className="rounded-sm bg-q4 ring-1 ring-border" />
			</span>
			<span>{t("app.name")}</span>
		</Link>
	);
}
