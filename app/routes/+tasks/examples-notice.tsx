import { useTranslation } from "react-i18next";
import { Button } from "#app/components/ui/button.tsx";

/** Above a first board while its example tasks are there: what they are, and "Clear the examples" in one action. */
export function ExamplesNotice({ onClear }: { onClear: () => void }) {
	const { t } = useTranslation();
	return (
		<div className="examples-notice flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-primary bg-surface px-4 py-2 print:hidden">
			<p className="text-sm">{t("examples.notice")}</p>
			<Button variant="secondary" size="sm" onClick={onClear}>
				{t("examples.clear")}
			</Button>
		</div>
	);
}
