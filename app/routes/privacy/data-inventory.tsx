import { Inlines } from "#app/components/legal-document.tsx";
import type { PrivacyText } from "#app/content/privacy/shape.ts";
import { TABLE_GROUPS, type TableGroup } from "#app/content/privacy/tables.ts";

/** Every table of the database, grouped, each with what it holds, why and for how long. */
export function DataInventory({ inventory }: { inventory: PrivacyText["inventory"] }) {
	const { labels } = inventory;
	return (
		<section className="flex flex-col gap-3">
			<h2 className="mt-4 text-2xl font-semibold">{inventory.heading}</h2>
			<p>
				<Inlines parts={inventory.intro} />
			</p>
			{(Object.keys(TABLE_GROUPS) as TableGroup[]).map((group) => (
				<section key={group} className="flex flex-col gap-3">
					<h3 className="mt-2 text-lg font-semibold">{inventory.groups[group]}</h3>
					{TABLE_GROUPS[group].map((table) => {
						const entry = inventory.tables[table];
						return (
							<dl
								key={table}
								className="grid gap-x-3 gap-y-1 rounded-md border border-border p-3 sm:grid-cols-[8rem_1fr]"
							>
								<dt className="font-medium text-muted">{labels.table}</dt>
								<dd>
									<code>{table}</code>
								</dd>
								<dt className="font-medium text-muted">{labels.holds}</dt>
								<dd>{entry.holds}</dd>
								<dt className="font-medium text-muted">{labels.why}</dt>
								<dd>{entry.why}</dd>
								<dt className="font-medium text-muted">{labels.kept}</dt>
								<dd>{entry.kept}</dd>
							</dl>
						);
					})}
				</section>
			))}
		</section>
	);
}
