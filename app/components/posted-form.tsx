import type { FormEvent, ReactNode } from "react";

type Props = {
	/**
	 * Which of the sign-in page's forms this is: the server answers it by this name when it is posted before the page
	 * hydrates (server/login-form-routes.ts). Forms elsewhere have none.
	 */
	intent?: "sign-in" | "sign-up" | "two-factor" | "forgot" | "reset";
	onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
	children: ReactNode;
};

/** A form that the hydrated page handles itself (`onSubmit`) and that posts to the server before it has hydrated. */
export function PostedForm({ intent, onSubmit, children }: Props) {
	return (
		<form method="post" noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
			{intent ? <input type="hidden" name="intent" value={intent} /> : null}
			{children}
		</form>
	);
}
