import { Rows3 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { isOnlySearchChange } from "#app/lib/search-param.ts";
import { loadTaskPage } from "#app/routes/+tasks/task-page.server.ts";
import { TaskPage } from "#app/routes/+tasks/task-page.tsx";
import type { Route } from "./+types/route";
import { StickyWall } from "./sticky-wall.tsx";
import { rememberWallLayout, type WallLayout, wallLayoutFrom } from "./wall-layout.ts";

// The same tasks as the matrix, rendered on the server, in the layout this device chose last (no flash).
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const page = await loadTaskPage({ request, context, params, path: "/sticky" });
	return { ...page, wallLayout: wallLayoutFrom(request.headers.get("cookie")) };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOnlySearchChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function StickyRoute({ loaderData }: Route.ComponentProps) {
	const { wallLayout, ...page } = loaderData;
	const { t } = useTranslation();
	const [layout, setLayout] = useState<WallLayout>(wallLayout);
	const isByDueDate = layout === "by-due-date";
	const onToggleLayout = () => {
		const next = isByDueDate ? "sections" : "by-due-date";
		setLayout(next);
		rememberWallLayout(next);
	};
	return (
		<>
			<title>{`${t("pages.sticky.title")} · ${t("app.name")}`}</title>
			<TaskPage
				{...page}
				title={t("pages.sticky.title")}
				toolbarExtra={
					<Button variant={isByDueDate ? "primary" : "secondary"} aria-pressed={isByDueDate} onClick={onToggleLayout}>
						<Rows3 aria-hidden="true" />
						{t("sticky.byDueDate")}
					</Button>
				}
			>
				<StickyWall layout={layout} />
			</TaskPage>
		</>
	);
}
