import type { Locale, Quadrant } from "#core/constants.ts";

/** A task the capture adds to the first board, beside its example: a title, and a due date counted from today. */
type ProductTask = { title: string; dueInDays?: number; priority?: "high" | "low" };

// What a person's board holds on an ordinary week, written in each language as its speakers would write a to-do,
// not translated word for word (names, habits and formality follow the language). Two tasks join the example in
// the first two quadrants and one in the last two, so each shows two or three cards.
export const PRODUCT_TASKS: Record<Locale, Record<Quadrant, ProductTask[]>> = {
	en: {
		"urgent-important": [
			{ title: "Send the quarterly report to Maria", dueInDays: 0, priority: "high" },
			{ title: "Fix the sign-in bug before Thursday’s release", dueInDays: 1 },
		],
		"not-urgent-important": [{ title: "Book a dental check-up", dueInDays: 12 }, { title: "Plan next month’s budget" }],
		"urgent-not-important": [{ title: "Reply to the caterer about Friday’s lunch", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "Sort the holiday photos", priority: "low" }],
	},
	zh: {
		"urgent-important": [
			{ title: "把季度报告发给王经理", dueInDays: 0, priority: "high" },
			{ title: "周四上线前修好登录问题", dueInDays: 1 },
		],
		"not-urgent-important": [{ title: "预约牙科检查", dueInDays: 12 }, { title: "做下个月的预算" }],
		"urgent-not-important": [{ title: "回复餐饮公司周五午餐的事", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "整理旅行照片", priority: "low" }],
	},
	fr: {
		"urgent-important": [
			{ title: "Envoyer le rapport trimestriel à Claire", dueInDays: 0, priority: "high" },
			{ title: "Corriger le bug de connexion avant la mise en ligne de jeudi", dueInDays: 1 },
		],
		"not-urgent-important": [
			{ title: "Prendre rendez-vous chez le dentiste", dueInDays: 12 },
			{ title: "Préparer le budget du mois prochain" },
		],
		// A narrow no-break space before the colon, as French typography wants.
		"urgent-not-important": [{ title: "Rappeler le traiteur\u202f: déjeuner de vendredi", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "Trier les photos des vacances", priority: "low" }],
	},
	ko: {
		"urgent-important": [
			{ title: "김 팀장님께 분기 보고서 보내기", dueInDays: 0, priority: "high" },
			{ title: "목요일 출시 전에 로그인 오류 고치기", dueInDays: 1 },
		],
		"not-urgent-important": [{ title: "치과 정기 검진 예약하기", dueInDays: 12 }, { title: "다음 달 예산 짜기" }],
		"urgent-not-important": [{ title: "금요일 점심 케이터링 업체에 답장하기", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "여행 사진 정리하기", priority: "low" }],
	},
	ja: {
		"urgent-important": [
			{ title: "佐藤さんに四半期報告書を送る", dueInDays: 0, priority: "high" },
			{ title: "木曜のリリース前にログインの不具合を直す", dueInDays: 1 },
		],
		"not-urgent-important": [{ title: "歯医者の定期検診を予約する", dueInDays: 12 }, { title: "来月の予算を立てる" }],
		"urgent-not-important": [{ title: "金曜のランチの件で仕出し屋さんに返信する", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "旅行の写真を整理する", priority: "low" }],
	},
	es: {
		"urgent-important": [
			{ title: "Enviar el informe trimestral a Lucía", dueInDays: 0, priority: "high" },
			{ title: "Arreglar el fallo de inicio de sesión antes del lanzamiento del jueves", dueInDays: 1 },
		],
		"not-urgent-important": [
			{ title: "Pedir cita para la revisión del dentista", dueInDays: 12 },
			{ title: "Hacer el presupuesto del mes que viene" },
		],
		"urgent-not-important": [{ title: "Contestar al catering por la comida del viernes", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "Ordenar las fotos de las vacaciones", priority: "low" }],
	},
	ms: {
		"urgent-important": [
			{ title: "Hantar laporan suku tahunan kepada Encik Faizal", dueInDays: 0, priority: "high" },
			{ title: "Baiki masalah log masuk sebelum pelancaran hari Khamis", dueInDays: 1 },
		],
		"not-urgent-important": [
			{ title: "Buat temu janji pemeriksaan gigi", dueInDays: 12 },
			{ title: "Rancang belanjawan bulan depan" },
		],
		"urgent-not-important": [{ title: "Balas e-mel katering tentang makan tengah hari Jumaat", dueInDays: 1 }],
		"not-urgent-not-important": [{ title: "Susun gambar percutian", priority: "low" }],
	},
};
