import { describe, expect, it } from "vitest";
import { digestMail, digestText } from "./digest-text.ts";

describe("digestText", () => {
	it("counts with each language's plural forms", () => {
		expect(digestText({ dueToday: 4, overdue: 2 }, "en").body).toBe("4 tasks due today, 2 overdue.");
		expect(digestText({ dueToday: 1, overdue: 0 }, "en").body).toBe("1 task due today, 0 overdue.");
		expect(digestText({ dueToday: 1, overdue: 3 }, "fr").body).toBe("1 tâche à échéance aujourd’hui, 3 en retard.");
		expect(digestText({ dueToday: 0, overdue: 1 }, "es").body).toBe("0 tareas vencen hoy, 1 vencida.");
		expect(digestText({ dueToday: 4, overdue: 2 }, "zh").body).toBe("今天有 4 个任务到期，2 个已逾期。");
		expect(digestText({ dueToday: 4, overdue: 2 }, "ja").body).toBe("今日が期限のタスク 4 件、期限切れ 2 件。");
	});
});

describe("digestMail", () => {
	it("links the matrix in the mail's language", () => {
		const mail = digestMail({
			to: "a@example.com",
			counts: { dueToday: 2, overdue: 0 },
			locale: "ko",
			baseUrl: "https://quadrant.test",
		});
		expect(mail.subject).toBe("오늘의 할 일");
		expect(mail.text).toContain("오늘 마감인 할 일 2개, 기한이 지난 할 일 0개.");
		expect(mail.text).toContain("https://quadrant.test/ko/matrix");
		expect(mail.html).toContain('<a href="https://quadrant.test/ko/matrix">');
		expect(
			digestMail({ to: "a@b.c", counts: { dueToday: 1, overdue: 1 }, locale: "en", baseUrl: "https://q.t" }).text,
		).toContain("https://q.t/matrix");
	});
});
