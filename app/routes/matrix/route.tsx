import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isOnlySearchChange } from "#app/lib/search-param.ts";
import { loadTaskPage } from "#app/routes/+tasks/task-page.server.ts";
import type { Route } from "./+types/route";
import { MatrixPage } from "./matrix-page.tsx";

// Rendered on the server with its tasks: the first view never waits for a spinner.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	return loadTaskPage({ request, context, params, path: "/matrix" });
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOnlySearchChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function MatrixRoute({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<>
			<title>{`${t("pages.matrix.title")} · ${t("app.name")}`}</title>
			<MatrixPage {...loaderData} />
		</>
	);
}
