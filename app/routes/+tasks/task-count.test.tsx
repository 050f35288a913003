// @vitest-environment happy-dom

import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import { CATALOGS } from "#locales/catalogs.server.ts";
import { TaskCount } from "./task-count.tsx";

const tasks = (open: number, done = 0) =>
	[...Array(open).fill({ status: "todo" }), ...Array(done).fill({ status: "done" })] as PageTask[];

afterEach(cleanup);

describe("a quadrant's count", () => {
	it("counts the tasks still to do, shows the number as the language groups digits, and says it with its noun to screen readers", () => {
		const { container } = render(
			<I18nextProvider i18n={createI18n("fr", CATALOGS.fr)}>
				<TaskCount tasks={tasks(1234, 3)} className="" />
			</I18nextProvider>,
		);
		expect(container.querySelector("[aria-hidden='true']")?.textContent).toBe("1\u202f234");
		expect(container.querySelector(".sr-only")?.textContent).toBe("1\u202f234 tâches");
	});

	it("names no separate label a language would punctuate differently", () => {
		const { container } = render(
			<I18nextProvider i18n={createI18n("ko", CATALOGS.ko)}>
				<TaskCount tasks={tasks(2, 1)} className="" />
			</I18nextProvider>,
		);
		expect(container.querySelector(".sr-only")?.textContent).toBe("할 일 2개");
		expect(container.textContent).not.toContain(":");
	});
});
