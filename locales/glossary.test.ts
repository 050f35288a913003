import { describe, expect, it } from "vitest";
import type { Locale } from "#core/constants.ts";
import { contentPages, localeFile, type Text } from "./visible-texts.ts";

// The variants locales/GLOSSARY.md rules out, per language: one term per concept, in every text a visitor reads (the
// catalog, the translated changelog, and the pages, the legal ones written with sample facts).
const everything = async (locale: Locale): Promise<Text[]> => [
	...localeFile(locale, "translation.json"),
	...localeFile(locale, "CHANGELOG.md"),
	...(await contentPages(locale)),
];

const RULED_OUT: Partial<Record<Locale, Array<[RegExp, string]>>> = {
	zh: [
		[/您/, "你, never 您"],
		[/便利贴/, "便签 for sticky note"],
		[/账号/, "账户 for account"],
		[/邮箱/, "电子邮件 for email"],
	],
	ko: [
		[/플랜/, "요금제 for plan"],
		[/작업(?!은 되돌릴 수 없습니다)/, "할 일 for task (작업 only for 'this action')"],
		[/당신/, "no 당신"],
		[/메모지/, "스티커 메모 for sticky note"],
		[/구독을? ?취소/, "해지 for cancelling a subscription"],
		[/(?<!긴)급하고 중요|중요하지만 급하지|(?<!긴)급하지만 중요|(?<!긴)급하지도 중요/, "긴급 in the quadrants' names"],
		[/저희/, "당사 for 'we' in legal text"],
	],
	ja: [
		[/ブラウザ(?!ー)/, "ブラウザー for browser"],
		[/端末/, "デバイス for device"],
		[/サインイン/, "ログイン for sign-in"],
		[/当社/, "当方 for 'we' in legal text"],
		[/「あなたのデータ」/, "データの管理 for the profile's data section"],
	],
	fr: [
		[/[Ff]ormule/, "offre for plan"],
		[/Terminé(?!e)/, "Terminée: it agrees with la tâche"],
	],
	es: [
		[/\busted\b/i, "tú, not usted"],
		[/\ble hemos\b/i, "tú, not usted"],
		[/atrasad[oa]/i, "vencida for overdue"],
		[/\bHecha\b/, "Completada for done"],
	],
	ms: [
		[/[Mm]endesak/, "segera for urgent"],
		[/\b[Ss]erahkan\b|\bdiserahkan\b/, "wakilkan for delegate"],
		[/sudah lewat/i, "lewat tempoh for overdue"],
		[/[Dd]ayakan|[Dd]idayakan|[Dd]ilumpuhkan/, "Hidupkan / Matikan for turning on and off"],
		[/Buat akaun/, "Cipta akaun for sign-up"],
		[/ & /, "dan, not &"],
		[/hari ke-\{\{day\}\}/, "{{day}} haribulan for a day of the month"],
	],
};

describe.each(Object.keys(RULED_OUT) as Locale[])("%s", (locale) => {
	it("uses the glossary's terms only, in every text a visitor reads", async () => {
		const found = (await everything(locale)).flatMap(([place, text]) =>
			(RULED_OUT[locale] ?? []).filter(([variant]) => variant.test(text)).map(([, rule]) => `${place}: ${rule}`),
		);
		expect(found).toEqual([]);
	});
});

// The stem of "selected" in each language: the selection bar uses it; what is said of the focused task never does.
const SELECTED = {
	en: "selected",
	zh: "选",
	fr: "sélectionn",
	ko: "선택",
	ja: "選",
	es: "seleccionad",
	ms: "pilih",
};

describe("focused and selected", () => {
	it.each(Object.entries(SELECTED) as Array<[Locale, string]>)("are different words in %s", (locale, stem) => {
		const catalog = new Map(localeFile(locale, "translation.json"));
		expect(catalog.get("matrix.selection")?.toLowerCase()).toContain(stem);
		for (const key of ["newTask", "editTask", "toggleDone", "deleteTask", "moveTo", "pickUp"]) {
			expect(catalog.get(`shortcuts.${key}`)?.toLowerCase(), key).not.toContain(stem);
		}
		// The example tasks teach the keys on the focused task too.
		for (const quadrant of ["urgent-not-important", "not-urgent-not-important"]) {
			expect(catalog.get(`examples.tasks.${quadrant}.description`)?.toLowerCase(), quadrant).not.toContain(stem);
		}
	});
});
