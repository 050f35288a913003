import { useTranslation } from "react-i18next";
import { releasesIn } from "#app/content/changelog/releases.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import type { Route } from "./+types/route";

export async function loader({ params }: Route.LoaderArgs) {
	return { releases: releasesIn(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE) };
}
export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

/** Each release of CHANGELOG.md in the page's language, newest first, with its Atom feed. */
export default function ChangelogPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const locale = useLocale();
	const title = t("pages.changelog.title");
	const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
	const feed = localizePath("/changelog.atom", locale);
	return (
		<article className="flex flex-col gap-6">
			<title>{`${title} · ${t("app.name")}`}</title>
			<link rel="alternate" type="application/atom+xml" title={t("changelogPage.feedTitle")} href={feed} />
			<header className="flex flex-col gap-2">
				<h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
				<p className="text-muted">{t("changelogPage.intro")}</p>
				<p>
					<a href={feed} className="underline">
						{t("changelogPage.feed")}
					</a>
				</p>
			</header>
			{loaderData.releases.map((release) => (
				<section key={release.version} id={`v${release.version}`} aria-labelledby={`v${release.version}-title`}>
					<h2 id={`v${release.version}-title`} className="text-xl font-semibold">
						{release.version}
					</h2>
					<p className="text-sm text-muted">
						<time dateTime={release.date}>{day.format(new Date(`${release.date}T00:00:00Z`))}</time>
					</p>
					{release.sections.map((section) => (
						<div key={section.kind} className="mt-3">
							<h3 className="font-medium">{t(`changelogPage.kinds.${section.kind}`)}</h3>
							<ul className="mt-1 list-disc space-y-1 pl-5">
								{section.items.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						</div>
					))}
				</section>
			))}
		</article>
	);
}
