import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "pengendali perkhidmatan Quadrant ini";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `Log disimpan selama ${operator.logRetentionDays} hari, kemudian dipadamkan.`
		: "Tempoh log disimpan terpulang kepada pengendali.";
	return {
		lead: [
			"Apa yang disimpan oleh perkhidmatan ini tentang anda, mengapa, berapa lama, siapa lagi yang melihatnya, dan cara membawanya bersama anda atau memadamnya. Halaman ini menerangkan apa yang dilakukan oleh kod, jadual demi jadual.",
		],
		before: [
			{
				heading: "Siapa yang bertanggungjawab",
				blocks: [
					[
						`Data anda disimpan oleh ${who}`,
						...(operator.address ? [`, ${operator.address}`] : []),
						...(operator.email
							? [". Hubungi: ", { href: `mailto:${operator.email}`, text: operator.email }, "."]
							: ["."]),
					],
					[
						"Quadrant tidak memaparkan iklan, tidak menjual apa-apa tentang anda dan tidak menggunakan analitik atau skrip penjejakan. Anda boleh menggunakannya tanpa akaun: dalam keadaan itu ia tidak mengetahui nama atau e-mel anda, hanya tugasan dan sesi anda.",
					],
				],
			},
		],
		inventory: {
			heading: "Apa yang disimpan, dan untuk berapa lama",
			intro: [
				"Semuanya berada dalam pangkalan data PostgreSQL perkhidmatan ini. Berikut ialah setiap jadual, dikumpulkan mengikut tujuannya.",
			],
			groups: {
				account: "Akaun dan log masuk anda",
				tasks: "Tugasan dan papan anda",
				settings: "Tetapan dan peringatan",
				billing: "Pembayaran",
				instance: "Perkhidmatan itu sendiri (tiada apa-apa tentang anda)",
			},
			labels: { table: "Jadual", holds: "Apa", why: "Mengapa", kept: "Berapa lama" },
			tables: {
				user: {
					holds:
						"Nama anda, alamat e-mel dan sama ada ia telah disahkan, sama ada anda menggunakan aplikasi tanpa akaun, sama ada pengesahan dua langkah dihidupkan, dan bila akaun dicipta dan diubah.",
					why: "Untuk mengenal pasti anda dan menghubungi anda tentang akaun anda.",
					kept: `Sehingga anda memadam akaun anda. Tanpa akaun, sesi anda ialah satu-satunya kunci kepada data anda: apabila ia tamat (selepas 400 hari tidak digunakan, atau apabila anda log keluar), semuanya dipadam dalam tempoh ${anonymousUserRetentionDays} hari.`,
				},
				account: {
					holds:
						"Cara anda log masuk: cincangan kata laluan anda, atau pautan ke akaun Google anda (pengecamnya dan token yang dikembalikan oleh Google).",
					why: "Untuk melog masuk anda.",
					kept: "Sehingga anda memadam akaun anda.",
				},
				session: {
					holds:
						"Setiap peranti yang log masuk: token rawak, alamat rangkaiannya, pelayarnya (user agent), serta bila ia log masuk dan kali terakhir digunakan.",
					why: "Untuk mengekalkan log masuk anda dan menyenaraikan peranti anda supaya anda boleh melog keluarnya.",
					kept: "Ia berhenti berfungsi pada akhir jangka hayatnya (lihat halaman keselamatan); barisnya dipadam apabila anda log keluar, menamatkan sesi atau memadam akaun anda.",
				},
				verification: {
					holds:
						"Kod sekali guna di sebalik pautan yang kami e-melkan (seperti penetapan semula kata laluan) dan keadaan log masuk Google yang sedang berlangsung.",
					why: "Untuk memastikan pautan atau log masuk benar-benar datang daripada anda.",
					kept: "Sehingga digunakan atau tamat tempoh (pautan penetapan semula selepas satu jam).",
				},
				two_factor: {
					holds: "Rahsia aplikasi pengesah anda (disulitkan) dan kod sandaran anda.",
					why: "Pengesahan dua langkah.",
					kept: "Sehingga anda mematikannya atau memadam akaun anda.",
				},
				passkey: {
					holds:
						"Kunci awam, nama, jenis peranti dan tarikh penciptaan setiap kunci laluan. Cap jari atau wajah anda tidak pernah meninggalkan peranti anda.",
					why: "Log masuk dengan kunci laluan.",
					kept: "Sehingga anda membuang kunci laluan itu atau memadam akaun anda.",
				},
				rate_limit: {
					holds: "Pembilang permintaan bagi setiap alamat rangkaian dan cubaan log masuk.",
					why: "Untuk melambatkan usaha meneka kata laluan.",
					kept: "Satu hari selepas permintaan terakhir.",
				},
				board: {
					holds: "Nama papan anda.",
					why: "Untuk menyusun tugasan anda.",
					kept: "Sehingga anda memadam papan itu atau akaun anda.",
				},
				task: {
					holds:
						"Tajuk, keterangan, kuadran, kedudukan, status, keutamaan, tarikh dan masa tamat tempoh, dan penyelesaian setiap tugasan.",
					why: "Inilah perkhidmatan itu sendiri.",
					kept: "Sehingga anda memadam tugasan itu atau akaun anda.",
				},
				checklist_item: {
					holds:
						"Setiap item dalam senarai semak sesuatu tugasan: teksnya, sama ada sudah selesai, dan kedudukannya dalam senarai.",
					why: "Sebahagian daripada tugasan: langkah-langkah yang anda pecahkan tugasan itu.",
					kept: "Sehingga anda memadam item itu, tugasannya atau akaun anda.",
				},
				change_log: {
					holds: "Perubahan terkini anda, bersama data yang diubah.",
					why: "Untuk mengemas kini peranti anda yang lain (penyegerakan langsung).",
					kept: `${changeLogRetentionDays} hari, dan hanya entri terbaharu bagi setiap orang.`,
				},
				user_change_seq: {
					holds: "Pembilang perubahan anda.",
					why: "Penyegerakan langsung, dan menghantar semula senarai tugasan anda dengan pantas selagi tiada apa-apa yang berubah.",
					kept: "Sehingga anda memadam akaun anda.",
				},
				idempotency_key: {
					holds: "Jawapan pelayan kepada salah satu perubahan anda.",
					why: "Supaya perubahan yang dihantar dua kali (selepas gangguan rangkaian) hanya dilaksanakan sekali.",
					kept: "Tujuh hari.",
				},
				user_settings: {
					holds:
						"Pilihan paparan anda, sama ada peringatan dihidupkan dan bila ia dihantar (berapa lama sebelum masa tarikh akhir, jam untuk tarikh sahaja, waktu senyap anda), ringkasan harian (masanya, sama ada melalui e-mel juga, bahasa e-melnya, hari terakhir ia dihantar), pilihan surat berita anda dan zon waktu anda.",
					why: "Supaya tetapan anda mengikut anda ke setiap peranti, dan peringatan tiba pada masa yang anda pilih, mengikut waktu anda.",
					kept: "Sehingga anda memadam akaun anda.",
				},
				push_subscription: {
					holds:
						"Bagi setiap pelayar yang anda hidupkan peringatan: alamat tolaknya di perkhidmatan tolak pembuat pelayar, kunci penyulitannya dan bahasanya.",
					why: "Untuk menghantar peringatan dan ringkasan harian yang anda hidupkan, sebagai pemberitahuan tolak.",
					kept: "Sehingga anda mematikan peringatan dalam pelayar itu, perkhidmatan tolak menyatakan ia sudah tiada, atau anda memadam akaun anda.",
				},
				push_reminder: {
					holds: "Tugasan mana yang telah diingatkan, bagi tarikh tamat tempoh yang mana dan pada masa bila.",
					why: "Supaya setiap peringatan dihantar sekali sahaja.",
					kept: "Sehingga tugasan itu atau akaun anda dipadam.",
				},
				subscription: {
					holds:
						"Pengecam pelanggan dan langganan Stripe anda, status langganan, akhir tempohnya dan sama ada ia dibatalkan pada akhir tempoh. Bukan kad anda.",
					why: "Untuk mengetahui sama ada anda mempunyai Pro.",
					kept: "Sehingga anda memadam akaun anda.",
				},
				stripe_event: {
					holds: "Pengecam dan jenis mesej Stripe yang telah diproses.",
					why: "Supaya mesej pembayaran tidak pernah diproses dua kali.",
					kept: "Disimpan; ia tidak mengandungi apa-apa tentang anda.",
				},
				app_secret: {
					holds:
						"Kunci yang dijana oleh pelayan untuk dirinya sendiri (untuk menandatangani kuki dan menghantar pemberitahuan tolak).",
					why: "Menjalankan perkhidmatan.",
					kept: "Selagi perkhidmatan berjalan.",
				},
				job_round: {
					holds: "Instans pelayan mana yang melakukan pusingan kerja latar belakang yang mana.",
					why: "Supaya kerja latar belakang dilakukan sekali sahaja.",
					kept: "Dibuang selepas beberapa pusingan.",
				},
				dev_mail: {
					holds: "Salinan e-mel, hanya pada pemasangan ujian tanpa pelayan mel, tidak pernah dalam pengeluaran.",
					why: "Supaya pembangun boleh mengikuti pautan.",
					kept: "Sehingga akaun dipadam.",
				},
			},
		},
		after: [
			{
				heading: "Asas undang-undang",
				blocks: [
					[
						"Jika GDPR atau undang-undang yang serupa terpakai, setiap penggunaan data anda yang diterangkan di atas berasaskan salah satu alasan ini:",
					],
					{
						items: [
							[
								"Menyediakan perkhidmatan yang anda gunakan: akaun, tugasan, papan, tetapan, peringatan dan langganan anda (pelaksanaan kontrak, Perkara 6(1)(b) GDPR).",
							],
							[
								"Memastikan perkhidmatan dan akaun anda selamat serta berfungsi: sesi, rekod log masuk, had kadar, log pelayan dan rekod yang menghalang sesuatu perubahan atau pembayaran daripada dikenakan dua kali (kepentingan sah, Perkara 6(1)(f)).",
							],
							[
								"Pemberitahuan tolak: hanya selepas anda menghidupkan peringatan dan membenarkannya dalam pelayar anda; mematikannya menarik balik persetujuan itu (persetujuan, Perkara 6(1)(a)).",
							],
						],
					},
				],
			},
			{
				heading: "Log pelayan",
				blocks: [
					[
						`Pelayan menulis log permintaan dan peristiwa keselamatan (seperti log masuk, dengan pengecam pengguna anda). Kata laluan, kuki dan token tidak pernah dilog. ${logsKept}`,
					],
				],
			},
			{
				heading: "Siapa lagi yang menerima data",
				blocks: [
					{
						items: [
							[
								"Stripe, jika anda membeli Pro: anda membayar di halaman Stripe, dan kad anda tidak pernah sampai ke pelayan ini. Stripe menyimpan rekodnya sendiri mengikut dasar privasinya.",
							],
							[
								"Pelayan mel yang ditetapkan oleh pengendali, untuk menghantar e-mel akaun kepada anda (alamat anda dan e-mel itu).",
							],
							[
								"Perkhidmatan tolak pelayar anda, jika anda menghidupkan peringatan: Google (Firebase Cloud Messaging) untuk Chrome, Microsoft untuk Edge, Mozilla untuk Firefox, Apple untuk Safari. Peringatan disulitkan semasa dihantar.",
							],
							["Google, hanya jika anda memilih untuk log masuk dengan Google."],
						],
					},
					[
						"Stripe, Google, Microsoft, Mozilla dan Apple mungkin memproses data ini di luar negara anda, termasuk di Amerika Syarikat. Jika GDPR terpakai, pemindahan ini bergantung pada Rangka Kerja Privasi Data EU–AS atau fasal kontrak standard Suruhanjaya Eropah, seperti yang dinyatakan oleh setiap syarikat dalam dasar privasinya sendiri. Pelayan mel dan pangkalan data perkhidmatan ini berada di tempat pengendali menjalankannya.",
					],
				],
			},
			{
				heading: "Kuki dan storan dalam pelayar anda",
				blocks: [
					["Tiada kuki pengiklanan atau penjejakan. Inilah yang disimpan oleh aplikasi dalam pelayar anda:"],
					{
						items: [
							[
								"quadrant.session_token (__Host-quadrant.session_token pada HTTPS): mengekalkan log masuk anda. Tidak boleh dibaca oleh skrip.",
							],
							["quadrant.two_factor: log masuk yang menunggu langkah keduanya, selama paling lama 10 minit."],
							["locale: bahasa yang anda pilih, selama setahun."],
							["quadrant-board: papan terakhir yang anda buka, selama setahun."],
							["quadrant-wall: susun atur dinding nota lekat anda, selama setahun."],
							[
								"Storan setempat: quadrant-theme (cerah, gelap atau ikut sistem), quadrant-quote-enabled dan quadrant-quote-last-shown (petikan harian), quadrant-urgency-announced (tugasan yang dialihkan oleh tarikh akhirnya dan sudah dimaklumkan kepada anda dalam pelayar ini).",
							],
							[
								"Storan sesi: quadrant-reloaded-for-build dan quadrant-chunk-reload, untuk memuat semula sekali apabila versi baharu dikeluarkan.",
							],
							[
								"Service worker, untuk memaparkan peringatan, membolehkan anda memasang Quadrant sebagai aplikasi dan membukanya tanpa rangkaian. Untuk itu, ia menyimpan dalam storan cache pelayar ini kod aplikasi, halaman awam yang anda buka, serta halaman matriks, dinding nota lekat dan profil akaun anda seperti kali terakhir dimuatkan (bersama tugasan dan papan anda). Salinan ini dipadam apabila anda log keluar, apabila akaun lain digunakan dalam pelayar ini dan apabila versi baharu Quadrant menggantikannya. Di luar talian, salinan ini tidak lagi dipaparkan jika pelayar ini tidak menghubungi pelayan kami selama 7 hari.",
							],
							[
								"IndexedDB: quadrant-changes diikuti ID akaun anda, iaitu perubahan yang anda buat semasa di luar talian dan belum sampai ke pelayan kami. Setiap satu dipadam sebaik sahaja dihantar; apabila anda log keluar, perubahan itu dihantar dahulu, atau dipadam selepas anda diberitahu berapa banyak yang akan hilang.",
							],
						],
					},
				],
			},
			{
				heading: "Hak anda, dan cara menggunakannya",
				blocks: [
					[
						"Dalam ",
						{ href: "/profile", text: "profil anda" },
						", di bawah “Data anda”, anda boleh memuat turun semua data anda (JSON, atau tugasan anda dalam CSV) dan memadam akaun anda secara kekal, bila-bila masa. Anda boleh menyunting atau memadam mana-mana tugasan atau papan sendiri.",
					],
					operator.email
						? [
								"Untuk perkara lain (soalan, pembetulan, bantahan), tulis kepada ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								". Anda juga boleh membuat aduan kepada pihak berkuasa perlindungan data anda.",
							]
						: [
								"Untuk perkara lain (soalan, pembetulan, bantahan), hubungi pengendali perkhidmatan ini. Anda juga boleh membuat aduan kepada pihak berkuasa perlindungan data anda.",
							],
				],
			},
		],
	};
}
