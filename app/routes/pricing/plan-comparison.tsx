import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";

type Cell = { text: string } | { isIncluded: boolean };

/** Free and Pro side by side, one row per difference, then what both have. */
export function PlanComparison({ freeTasksPerQuadrant }: { freeTasksPerQuadrant: number }) {
	const { t } = useTranslation();
	const rows: { feature: string; free: Cell; pro: Cell }[] = [
		{ feature: t("pricing.rows.boards"), free: { text: "1" }, pro: { text: t("pricing.rows.boardsPro") } },
		{
			feature: t("pricing.rows.tasksPerQuadrant"),
			free: { text: String(freeTasksPerQuadrant) },
			pro: { text: t("pricing.rows.unlimited") },
		},
		{ feature: t("pricing.rows.showEverything"), free: { isIncluded: false }, pro: { isIncluded: true } },
		{ feature: t("pricing.rows.deleteAll"), free: { isIncluded: false }, pro: { isIncluded: true } },
		{ feature: t("pricing.rows.views"), free: { isIncluded: true }, pro: { isIncluded: true } },
		{ feature: t("pricing.rows.languages"), free: { isIncluded: true }, pro: { isIncluded: true } },
	];
	const cell = (value: Cell) =>
		"text" in value ? (
			value.text
		) : value.isIncluded ? (
			<>
				<Check aria-hidden="true" className="inline size-5 text-success" />
				<span className="sr-only">{t("pricing.included")}</span>
			</>
		) : (
			<>
				<Minus aria-hidden="true" className="inline size-5 text-muted" />
				<span className="sr-only">{t("pricing.notIncluded")}</span>
			</>
		);
	return (
		<div className="overflow-x-auto">
			<table className="w-full border-collapse text-left">
				<caption className="mb-3 text-left text-xl font-semibold">{t("pricing.compareCaption")}</caption>
				<thead>
					<tr className="border-b border-border">
						<th scope="col" className="py-2 pr-4 font-medium">
							{t("pricing.feature")}
						</th>
						<th scope="col" className="px-4 py-2 text-center font-medium">
							{t("billing.subscription.free")}
						</th>
						<th scope="col" className="px-4 py-2 text-center font-medium">
							{t("billing.subscription.pro")}
						</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(({ feature, free, pro }) => (
						<tr key={feature} className="border-b border-border">
							<th scope="row" className="py-3 pr-4 font-normal">
								{feature}
							</th>
							<td className="px-4 py-3 text-center">{cell(free)}</td>
							<td className="px-4 py-3 text-center">{cell(pro)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}
