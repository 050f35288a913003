import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { ProfileSection } from "./profile-section.tsx";

const DeleteAccountDialog = lazy(() => import("./delete-account-dialog.tsx"));

/** Who the account is, as the deletion dialog words its warning. */
type Props = { email: string | null; isAnonymous: boolean; isPro: boolean };

/**
 * Everything the app keeps about the user, to download (all of it as JSON, the tasks as CSV), and deleting the
 * account. The downloads are plain links the server answers as attachments, so the browser saves them itself.
 */
export function YourDataSection(account: Props) {
	const { t } = useTranslation();
	const [isDeleteOpen, setDeleteOpen] = useState(false);
	const openRef = useRef<HTMLButtonElement>(null);
	const download = buttonClassName({ variant: "secondary" });
	return (
		<ProfileSection id="your-data-heading" needsConnection title={t("yourData.heading")}>
			<p className="text-sm text-muted">{t("yourData.intro")}</p>
			<div className="flex flex-wrap gap-3">
				<Link to="/api/v1/account/export" reloadDocument download className={download}>
					{t("yourData.downloadJson")}
				</Link>
				<Link to="/api/v1/account/export/tasks.csv" reloadDocument download className={download}>
					{t("yourData.downloadCsv")}
				</Link>
			</div>
			<div>
				<Button ref={openRef} variant="danger" onClick={() => setDeleteOpen(true)}>
					{t("yourData.delete.open")}
				</Button>
			</div>
			{isDeleteOpen ? (
				<Suspense fallback={null}>
					<DeleteAccountDialog {...account} onOpenChange={setDeleteOpen} returnFocusTo={openRef} />
				</Suspense>
			) : null}
		</ProfileSection>
	);
}
