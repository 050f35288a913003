// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useRouteLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import en from "#locales/en/translation.json";
import { SubscriptionConfirmation } from "./subscription-confirmation.tsx";

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

/** Answers GET /api/v1/billing/status with the given plans in turn (the last one from then on). */
function stubStatus(...plans: Array<"free" | "pro">) {
	const fetchMock = vi.fn(async (_path: string) => {
		const plan = plans.length > 1 ? plans.shift() : plans[0];
		return Response.json({ plan, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, isTestMode: true });
	});
	vi.stubGlobal("fetch", fetchMock);
	return fetchMock;
}

type Props = Parameters<typeof SubscriptionConfirmation>[0];

function ConfirmationPage() {
	const { props } = useRouteLoaderData("root") as { props: Props };
	return <SubscriptionConfirmation {...props} />;
}

const Stub = createRoutesStub([{ id: "root", path: "/", Component: ConfirmationPage }]);

function renderPage(props: Props) {
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<Stub hydrationData={{ loaderData: { root: { locale: "en", props } } }} />
		</I18nextProvider>,
	);
}

describe("SubscriptionConfirmation", () => {
	it("waits for billing to confirm, asking the server, then welcomes the user to Pro", async () => {
		const fetchMock = stubStatus("free", "free", "pro");
		renderPage({ isInitiallyPro: false, pollIntervalMs: 10 });
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en.billing.success.waitingTitle);
		expect(screen.getByRole("status").textContent).toBe(en.billing.success.waiting);
		expect(await screen.findByRole("heading", { name: en.billing.success.welcome })).toBeTruthy();
		expect(screen.getByRole("status").textContent).toBe(en.billing.success.welcomeDetail);
		expect(fetchMock).toHaveBeenCalledTimes(3);
		expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/v1/billing/status");
		expect(screen.getByRole("link", { name: en.billing.success.toMatrix }).getAttribute("href")).toBe("/matrix");
	});

	it("says the payment is still being confirmed once it stops asking", async () => {
		stubStatus("free");
		renderPage({ isInitiallyPro: false, pollIntervalMs: 10, pollForMs: 50 });
		await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe(en.billing.success.stillConfirming));
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en.billing.success.waitingTitle);
	});

	it("welcomes at once, without asking, when the page already knows the user is Pro", () => {
		const fetchMock = stubStatus("pro");
		renderPage({ isInitiallyPro: true });
		expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en.billing.success.welcome);
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
