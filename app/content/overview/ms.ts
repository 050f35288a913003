import type { OverviewContent } from "./types.ts";

export default {
	lead: "Quadrant ialah pengurus tugasan yang dibina berdasarkan matriks Eisenhower: setiap tugasan dimasukkan ke dalam salah satu daripada empat kuadran mengikut tahap desakan dan kepentingannya, supaya anda nampak dengan sekali pandang apa yang perlu dibuat sekarang, apa yang perlu dirancang dan apa yang boleh dilepaskan.",
	sections: [
		{
			id: "who",
			title: "Untuk siapa",
			paragraphs: [
				"Untuk sesiapa sahaja yang ada lebih banyak kerja daripada masa: mereka yang mengimbangi kerja dan rumah, pelajar, pekerja bebas, pengurus. Jika senarai tugasan anda asyik bertambah, menyusunnya mengikut desakan dan kepentingan menunjukkan apa yang boleh menunggu dan apa yang tidak.",
			],
		},
		{
			id: "quadrants",
			title: "Empat kuadran",
			paragraphs: [
				"Setiap tugasan milik satu kuadran. Apabila tahap desakan atau kepentingannya berubah, seret ia ke kuadran lain.",
			],
			list: [
				"Segera dan penting: lakukan sekarang.",
				"Penting, tidak segera: jadualkan.",
				"Segera, tidak penting: wakilkan.",
				"Bukan kedua-duanya: buang.",
			],
		},
		{
			id: "views",
			title: "Matriks dan nota lekat",
			paragraphs: [
				"Matriks menunjukkan empat kuadran bersebelahan. Paparan nota lekat menunjukkan tugasan yang sama sebagai nota di dinding, dikumpulkan mengikut kuadran atau disusun mengikut tarikh akhir. Kedua-duanya boleh digunakan dengan tetikus, jari atau papan kekunci sahaja.",
			],
		},
		{
			id: "boards",
			title: "Papan",
			paragraphs: [
				"Simpan matriks yang berlainan pada papan yang berlainan, contohnya satu untuk kerja dan satu untuk rumah, dan bertukar antara keduanya bila-bila masa.",
			],
		},
		{
			id: "languages",
			title: "Tujuh bahasa",
			paragraphs: [
				"Quadrant tersedia dalam bahasa Inggeris, Cina, Perancis, Korea, Jepun, Sepanyol dan Melayu. Tukar bahasa bila-bila masa.",
			],
		},
		{
			id: "sync",
			title: "Secara langsung pada semua peranti anda",
			paragraphs: [
				"Perubahan disimpan sebaik sahaja anda membuatnya dan terus muncul pada peranti anda yang lain: tambah tugasan pada telefon dan ia sudah ada pada komputer anda.",
			],
		},
		{
			id: "privacy",
			title: "Data anda kekal milik anda",
			paragraphs: [
				"Tiada iklan dan tiada penjejakan. Anda boleh mengeksport tugasan anda atau memadam akaun dan datanya pada bila-bila masa, daripada profil anda.",
			],
		},
	],
	images: {
		matrix: {
			alt: "Matriks dalam Quadrant: empat kuadran berwarna bersebelahan, setiap satu menyenaraikan tugasannya sebagai kad dengan tarikh akhir dan keutamaan, contohnya “Hantar laporan suku tahunan kepada Encik Faizal” dalam Segera dan penting dan “Buat temu janji pemeriksaan gigi” dalam Penting, tidak segera.",
			caption: "Matriks: setiap tugasan diletakkan dalam salah satu daripada empat kuadran.",
		},
		sticky: {
			alt: "Paparan nota lekat dalam Quadrant: tugasan yang sama sebagai nota berwarna di dinding, dikumpulkan mengikut kuadran, dengan tiga nota di bawah Segera dan penting.",
			caption: "Nota lekat: tugasan yang sama sebagai nota di dinding.",
		},
	},
	plansTitle: "Percuma dan Pro",
	comparePlans: "Bandingkan pelan",
	startTitle: "Mulakan sekarang",
	start:
		"Tidak perlu mendaftar: teruskan tanpa akaun dan mula menyusun tugasan anda. Anda boleh menambah alamat e-mel kemudian untuk menyimpannya.",
	startCta: "Mulakan tanpa akaun",
} satisfies OverviewContent;
