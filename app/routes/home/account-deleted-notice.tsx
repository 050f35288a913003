import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ACCOUNT_DELETED_PARAM } from "#core/account/account-data.schema.ts";

/** After deleting the account the browser lands here; this says the deletion happened. */
export function AccountDeletedNotice() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	if (searchParams.get(ACCOUNT_DELETED_PARAM) !== "1") return null;
	return (
		<p role="status" className="rounded-md border border-border bg-surface px-4 py-3">
			{t("yourData.deleted")}
		</p>
	);
}
