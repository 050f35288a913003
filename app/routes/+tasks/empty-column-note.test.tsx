// @vitest-environment happy-dom

import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import en from "#locales/en/translation.json";
import { EmptyColumnNote } from "./empty-column-note.tsx";
import { type VisibleTasks, VisibleTasksContext } from "./task-view-context.ts";

afterEach(cleanup);

/** What an empty column says while the view shows what `visible` says. */
function noteWhile(visible: Omit<VisibleTasks, "tasks">): string | null {
	const { container } = render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<VisibleTasksContext value={{ tasks: [], ...visible }}>
				<EmptyColumnNote noMatches="No matching notes." empty="Schedule it here." />
			</VisibleTasksContext>
		</I18nextProvider>,
	);
	return container.textContent;
}

describe("the note of an empty column", () => {
	it("is the column's own text when nothing is filtered", () => {
		expect(noteWhile({ isFiltered: false, emptyWindow: null })).toBe("Schedule it here.");
	});

	it("says nothing matches while a search or filter leaves the column empty", () => {
		expect(noteWhile({ isFiltered: true, emptyWindow: null })).toBe("No matching notes.");
	});

	it("names the time window first, when one is chosen", () => {
		expect(noteWhile({ isFiltered: true, emptyWindow: "overdue" })).toBe(en.timeWindow.empty.overdue);
		expect(noteWhile({ isFiltered: true, emptyWindow: "week" })).toBe(en.timeWindow.empty.week);
	});
});
