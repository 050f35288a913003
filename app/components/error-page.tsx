import { useTranslation } from "react-i18next";
import { Link } from "#app/components/ui/link.tsx";
import { localizePath } from "#app/lib/localized-path.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** Status code, message and a way home: the whole of what a person needs from an error page. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
	const { t } = useTranslation();
	const locale = useLocale();
	return (
		<main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-6">
			<title>{`${message} · ${t("app.name")}`}</title>
			<p className="font-mono text-sm text-muted">{t("errors.statusCode", { status })}</p>
			<h1 className="text-3xl font-semibold break-words">{message}</h1>
			<Link to={localizePath("/", locale)} className="text-primary underline underline-offset-4">
				{t("errors.backHome")}
			</Link>
		</main>
	);
}
