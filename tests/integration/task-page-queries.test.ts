import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import en from "#locales/en/translation.json" with { type: "json" };
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { recordStatements } from "#tests/setup/record-statements.ts";
import { newUserOf } from "#tests/setup/test-user.ts";

// A task page's loader is most of the statements a page sends the database, each a round trip and its CPU on a page
// that must answer hundreds of times a second (issue 14): what it reads twice is read once.
const loadBuild = pageBuildForFile();
const html = { accept: "text/html" };
const EXAMPLE = en.examples.tasks["urgent-important"];

describeEachDatabase("the task pages' reads", () => {
	test("ask for the default board, the settings row, the change log's position and the sign-in methods once each", async ({
		appWith,
		subscribe,
		database,
	}) => {
		const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { loadBuild });
		const user = await newUserOf(app, subscribe)({ isFirstVisit: true });
		// The first visit makes the board with its examples; the views then read it as every later visit does.
		expect((await user.get("/matrix", html)).status).toBe(200);
		const hidden = await user.send("PATCH", "/api/v1/view-options", { showDescriptions: false });
		expect(hidden.status).toBe(200);
		for (const path of ["/matrix", "/sticky"]) {
			// A change first, so that each page reads its board: an unchanged one is remembered (ADR 0038).
			const task = { id: randomUUID(), title: `Read on ${path}`, quadrant: "not-urgent-not-important" };
			expect((await user.post("/api/v1/tasks", task)).status).toBe(201);
			const recording = recordStatements(database);
			let page: string;
			try {
				const response = await user.get(path, html);
				expect(response.status).toBe(200);
				page = await response.text();
			} finally {
				recording.restore();
			}
			const defaultBoardReads = recording.statements.filter((sql) => /from "board" where .*"is_default"/.test(sql));
			const settingsReads = recording.statements.filter((sql) => /from "user_settings"/.test(sql));
			expect(defaultBoardReads, path).toHaveLength(1);
			expect(settingsReads, path).toHaveLength(1);
			// Live sync's position comes with the session's one query, from the same row as the data version.
			const positionReads = recording.statements.filter((sql) => /last_seq/.test(sql));
			expect(positionReads, path).toHaveLength(1);
			expect(positionReads[0], path).toMatch(/from "session"/);
			// So does whether the user can sign in with Google, which the header shows.
			const accountReads = recording.statements.filter((sql) => /from "?account"?/.test(sql));
			expect(accountReads, path).toHaveLength(1);
			expect(accountReads[0], path).toMatch(/from "session"/);
			// What those reads give the page: its board and its tasks, and the view options the user chose.
			expect(page).toContain(en.boards.defaultName);
			expect(page).toContain(EXAMPLE.title);
			expect(page).not.toContain(`<p>${EXAMPLE.description}</p>`);
		}
	});
});
