import { useTranslation } from "react-i18next";
import { Link } from "#app/components/ui/link.tsx";
import { useLocalizedPath } from "#app/lib/use-localized-path.ts";

/** What replaces a finished form on the sign-in page: the outcome, and the way back to signing in. */
export function DoneNotice({ message }: { message: string }) {
	const { t } = useTranslation();
	const to = useLocalizedPath();
	return (
		<div className="flex flex-col gap-4">
			<p role="status">{message}</p>
			<Link to={to("/login")} className="text-primary underline underline-offset-4">
				{t("login.backToSignIn")}
			</Link>
		</div>
	);
}
