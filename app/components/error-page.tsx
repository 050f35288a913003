import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { localizePath } from "#app/lib/localized-path.ts";
import { useLocale } from "#app/lib/use-locale.ts";

type Props = {
	status: number;
	message: string;
	/** What the person can do about it, under the message. */
	detail?: string;
	/** Offers to load the same address again (the error may pass, as a busy server's does). */
	canRetry?: boolean;
};

/** Status code, message and a way home: the whole of what a person needs from an error page. */
export function ErrorPage({ status, message, detail, canRetry = false }: Props) {
	const { t } = useTranslation();
	const locale = useLocale();
	const { pathname, search } = useLocation();
	return (
		<main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-6">
			<title>{`${message} · ${t("app.name")}`}</title>
			<p className="font-mono text-sm text-muted">{t("errors.statusCode", { status })}</p>
			<h1 className="text-3xl font-semibold break-words">{message}</h1>
			{detail ? <p>{detail}</p> : null}
			{canRetry ? (
				// A whole new request, as a reload would be: the page's data is what failed.
				<Link to={pathname + search} reloadDocument className="text-primary underline underline-offset-4">
					{t("errors.tryAgain")}
				</Link>
			) : null}
			<Link to={localizePath("/", locale)} className="text-primary underline underline-offset-4">
				{t("errors.backHome")}
			</Link>
		</main>
	);
}
