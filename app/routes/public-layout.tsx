import { Outlet } from "react-router";
import { PublicFooter, PublicHeader } from "#app/components/public-frame.tsx";
import { PublicPageMeta } from "#app/components/public-meta/public-page-meta.tsx";
import { SkipLink } from "#app/components/skip-link.tsx";
import { requestContext } from "#app/lib/request-context.ts";
import { useIsStaticPage } from "#app/lib/static-page.ts";
import type { Route } from "./+types/public-layout";

export async function loader({ context }: Route.LoaderArgs) {
	return { hasPricing: context.get(requestContext).billingMode !== "off" };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
	// Every page here is static but the sign-in page, which keeps the app's React menus.
	const isStatic = useIsStaticPage();
	return (
		<div className="flex min-h-dvh flex-col">
			<SkipLink />
			<PublicHeader hasPricing={loaderData.hasPricing} isStatic={isStatic} />
			<main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
				<PublicPageMeta />
				<Outlet />
			</main>
			<PublicFooter hasPricing={loaderData.hasPricing} />
		</div>
	);
}
