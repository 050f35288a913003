import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "#app/lib/session.server.ts";

/** The signed-in user's id, from the app pages' layout (every app page is under it). */
export function useSignedInUserId(): string {
	const data = useRouteLoaderData("routes/app-layout") as { user: SessionUser } | undefined;
	return data?.user.id ?? "";
}
