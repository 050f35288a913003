import { useTranslation } from "react-i18next";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

export function FreePlanCard({ price }: { price: string }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	return (
		<section aria-labelledby="plan-free" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6">
			<h2 id="plan-free" className="text-xl font-semibold">
				{t("billing.subscription.free")}
			</h2>
			<p>
				<span className="text-4xl font-semibold tracking-tight">{price}</span>{" "}
				<span className="text-muted">{t("pricing.forever")}</span>
			</p>
			<p className="flex-1 text-sm text-muted">{t("pricing.freeSummary")}</p>
			<Link to={to("/matrix")} className={buttonClassName({ variant: "secondary" })}>
				{t("pricing.startFree")}
			</Link>
		</section>
	);
}
