import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The banner of test mode's billing pages: nothing here charges a card. */
export function TestModeNotice({ detail }: { detail: string }) {
	const { t } = useTranslation();
	return (
		<section
			aria-labelledby="test-mode-notice"
			className="flex gap-3 rounded-md border-2 border-dashed border-primary bg-sunken p-4"
		>
			<FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
			<div>
				<h2 id="test-mode-notice" className="font-semibold">
					{t("billing.testModeNotice")}
				</h2>
				<p className="mt-1 text-sm">{detail}</p>
			</div>
		</section>
	);
}
