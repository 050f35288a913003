import type { ExplainerContent } from "./types.ts";

export default {
	lead: "Matriks Eisenhower menyusun perkara yang perlu anda lakukan berdasarkan dua soalan: adakah ia segera, dan adakah ia penting? Jawapannya menghasilkan empat kuadran, dan setiap kuadran memberitahu anda apa yang perlu dibuat dengan sesuatu tugasan: lakukan, jadualkan, wakilkan atau buang.",
	tableOfContents: "Dalam halaman ini",
	sections: [
		{
			id: "method",
			title: "Kaedahnya",
			paragraphs: [
				"Lukis sebuah segi empat sama dan bahagikannya kepada empat. Satu paksi menunjukkan sama ada tugasan itu segera, paksi yang lain sama ada ia penting. Setiap tugasan masuk ke dalam tepat satu daripada empat petak itu.",
				"Segera bermaksud ia perlukan perhatian sekarang: tarikh akhir hari ini, telefon yang berdering, mesej yang menunggu jawapan. Penting bermaksud ia membawa anda lebih dekat kepada sesuatu yang anda hargai: matlamat anda, kesihatan anda, orang yang bergantung kepada anda. Kedua-duanya sering dikelirukan, dan matriks ini wujud untuk memisahkannya.",
			],
			list: [
				"Segera dan penting: lakukan sekarang.",
				"Penting, tidak segera: jadualkan.",
				"Segera, tidak penting: wakilkan kepada orang lain, atau selesaikan dengan ringkas.",
				"Tidak segera dan tidak penting: buang.",
			],
		},
		{
			id: "origin",
			title: "Asal usulnya",
			paragraphs: [
				"Dalam satu ucapan di Universiti Northwestern pada tahun 1954, Presiden Dwight D. Eisenhower memetik kata-kata seorang bekas presiden kolej: “Saya ada dua jenis masalah, yang segera dan yang penting. Yang segera tidak penting, dan yang penting tidak pernah segera.” Beliau tidak melukis sebarang matriks; yang membawa namanya ialah idea untuk memisahkan kedua-duanya.",
				"Grid empat kuadran dipopularkan oleh Stephen R. Covey dalam The 7 Habits of Highly Effective People (1989), sebagai matriks pengurusan masa. Covey menekankan kuadran kedua, penting tetapi tidak segera, sebagai tempat kemajuan yang berkekalan dicapai.",
			],
			list: [
				"Dwight D. Eisenhower, ucapan di Perhimpunan Kedua Majlis Gereja Sedunia, Evanston, Illinois (Universiti Northwestern), 19 Ogos 1954.",
				"Stephen R. Covey, The 7 Habits of Highly Effective People, Free Press, 1989 (Tabiat 3, “Put First Things First”).",
			],
		},
		{
			id: "deciding",
			title: "Segera atau penting: cara menentukannya",
			paragraphs: [
				"Ambil setiap tugasan dan tanya dua soalan, satu demi satu. Untuk segera: apa yang berlaku jika ini ditangguhkan hingga minggu depan? Jika jawapannya “tidak banyak”, ia tidak segera. Untuk penting: adakah ini membawa saya lebih dekat kepada matlamat saya sendiri, atau kebanyakannya untuk matlamat orang lain? Jika sebulan lagi anda tidak terasa kehilangannya, ia mungkin tidak penting.",
				"Buat keputusan dengan cepat. Tugasan dalam kuadran yang salah kurang merugikan berbanding sejam yang dihabiskan untuk menyusun, dan anda sentiasa boleh mengalihkannya kemudian.",
			],
		},
		{
			id: "quadrants",
			title: "Empat kuadran, dengan contoh",
			paragraphs: [
				"Tugasan yang sama boleh berada dalam kuadran yang berbeza bagi orang yang berbeza. Contoh-contoh ini menunjukkan keadaan yang biasa.",
			],
			subsections: [
				{
					id: "do",
					title: "Segera dan penting: lakukan",
					paragraphs: [
						"Penyata cukai yang perlu dihantar esok, anak yang sakit, gangguan sistem pengeluaran, laporan yang diperlukan pengurus anda untuk mesyuarat petang ini. Lakukan sendiri, sekarang. Jika kuadran ini sentiasa penuh, lihat apa yang sepatutnya boleh dijadualkan lebih awal.",
					],
				},
				{
					id: "schedule",
					title: "Penting, tidak segera: jadualkan",
					paragraphs: [
						"Bersenam, mempelajari kemahiran baharu, merancang suku tahun depan, pemeriksaan kesihatan, masa bersama keluarga, membaiki proses yang asyik menimbulkan kecemasan. Tiada apa yang memaksa anda hari ini, dan itulah sebabnya ia sering tertangguh. Tetapkan tarikhnya.",
					],
				},
				{
					id: "delegate",
					title: "Segera, tidak penting: wakilkan",
					paragraphs: [
						"Kebanyakan gangguan, banyak mesyuarat, borang yang boleh diisi oleh orang lain, menempah bilik. Ia nampak segera kerana ada orang yang menunggu. Wakilkan kepada orang lain jika boleh, kumpulkan dan buat sekali gus, atau jawab dengan ringkas.",
					],
				},
				{
					id: "drop",
					title: "Bukan kedua-duanya: buang",
					paragraphs: [
						"Menatal suapan media sosial, mengemas folder yang tiada siapa buka, membaca surat berita yang tidak pernah anda minta. Potong tanpa rasa bersalah. Rehat tidak termasuk dalam kuadran ini: masa lapang yang anda pilih sendiri milik kuadran kedua.",
					],
				},
			],
		},
		{
			id: "mistakes",
			title: "Kesilapan biasa",
			paragraphs: ["Matriks ini mudah; beginilah ia biasanya tersasar."],
			list: [
				"Menganggap semuanya penting. Jika satu kuadran memuatkan hampir semua tugasan, penyusunan belum lagi berlaku.",
				"Menganggap desakan orang lain sebagai kepentingan anda. Permintaan dengan tarikh akhir yang dekat tidak semestinya penting bagi anda.",
				"Mengabaikan kuadran kedua. Ia tidak pernah segera, jadi ia perlukan ruang dalam minggu anda.",
				"Menyusun sekali dan tidak melihatnya lagi. Tarikh akhir semakin dekat dan keutamaan berubah: semak matriks anda setiap beberapa hari.",
				"Menyimpan kuadran keempat sebagai senarai tugasan. Tugasannya untuk dipadam, bukan disimpan untuk kemudian.",
			],
		},
		{
			id: "in-quadrant",
			title: "Cara Quadrant menerapkannya",
			paragraphs: [
				"Quadrant dibina di sekeliling matriks ini. Tugasan anda berada dalam empat kuadran pada satu skrin; anda menambah tugasan terus ke dalam kuadran yang sesuai, dan mengalihkannya dengan menyeretnya ke kuadran lain, atau dengan papan kekunci, apabila tahap desakan atau kepentingannya berubah.",
				"Tugasan yang sama juga boleh dilihat sebagai dinding nota lekat, dikumpulkan mengikut kuadran atau sebagai satu dinding yang disusun mengikut tarikh akhir. Papan memisahkan matriks yang berlainan, seperti kerja dan rumah. Semuanya disimpan serta-merta dan kekal segerak merentas peranti anda.",
			],
		},
	],
	faqTitle: "Soalan lazim",
	faq: [
		{
			question: "Adakah Eisenhower mencipta matriks Eisenhower?",
			answer:
				"Bukan dalam bentuk grid. Pada tahun 1954 beliau memetik kata-kata seorang bekas presiden kolej tentang perbezaan antara masalah yang segera dan yang penting. Matriks empat kuadran dipopularkan kemudian, terutamanya oleh Stephen Covey pada tahun 1989, dan dinamakan sempena Eisenhower.",
		},
		{
			question: "Apakah perbezaan antara segera dan penting?",
			answer:
				"Segera berkaitan dengan masa: ia perlukan perhatian segera. Penting berkaitan dengan nilai: ia menyumbang kepada matlamat dan tanggungjawab anda. Sesuatu tugasan boleh jadi salah satu, kedua-duanya, atau bukan kedua-duanya.",
		},
		{
			question: "Kuadran manakah yang paling penting?",
			answer:
				"Kuadran kedua: penting tetapi tidak segera. Masa yang digunakan di situ untuk merancang, mencegah dan berkembang menghalang kuadran pertama daripada melimpah.",
		},
		{
			question: "Bagaimana jika tiada orang yang boleh diwakilkan tugasan?",
			answer:
				"Kecilkan tugasan yang segera tetapi tidak penting: kumpulkan pada waktu yang tetap, jawab dengan ringkas, automasikan, atau tolak.",
		},
		{
			question: "Berapa kerap saya perlu menyemak matriks saya?",
			answer:
				"Imbasan ringkas setiap hari dan semakan penuh seminggu sekali sesuai untuk kebanyakan orang. Alihkan tugasan apabila tarikh akhirnya semakin hampir.",
		},
	],
	cta: "Cuba dalam Quadrant, tanpa akaun",
} satisfies ExplainerContent;
