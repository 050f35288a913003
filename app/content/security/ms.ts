import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";

export default function security({ operator, authRateLimitPerMinute }: InstanceFacts): LegalText {
	return {
		lead: [
			"Apa yang benar-benar dilakukan Quadrant untuk melindungi akaun dan tugasan anda, seperti yang dilakukan oleh kodnya hari ini, dan cara melaporkan kelemahan kepada kami.",
		],
		sections: [
			{
				heading: "Kata laluan",
				blocks: [
					[
						"Kata laluan tidak pernah disimpan. Pelayan hanya menyimpan cincangan scrypt dengan garam rawak 16 bait bagi setiap kata laluan, pada kos yang disyorkan oleh OWASP (N = 2¹⁷, r = 8, p = 1: 128 MiB memori dan kira-kira satu pertiga saat bagi setiap cubaan). Ini menjadikan usaha meneka cincangan yang dicuri lambat dan mahal.",
					],
					[
						"Kata laluan mesti 8 hingga 128 aksara. 10,000 kata laluan yang paling biasa ditolak, begitu juga kata laluan yang dibina daripada perkataan “Quadrant” atau alamat e-mel anda sendiri.",
					],
				],
			},
			{
				heading: "Pengesahan dua langkah dan kunci laluan",
				blocks: [
					[
						"Dalam profil anda, anda boleh menghidupkan pengesahan dua langkah dengan aplikasi pengesah (TOTP, kod 30 saat, setiap kod diterima sekali sahaja) dan mendapat 10 kod sandaran sekali guna. Anda juga boleh menambah kunci laluan (passkey), yang membolehkan anda log masuk dengan kunci skrin peranti anda dan bukan kata laluan. Kedua-duanya pilihan.",
					],
				],
			},
			{
				heading: "Sesi",
				blocks: [
					{
						items: [
							[
								"Sesi yang log masuk tamat selepas 30 hari tidak digunakan, dan dalam apa jua keadaan 90 hari selepas log masuk.",
							],
							[
								"Tanpa akaun, sesi anda ialah satu-satunya kunci kepada tugasan anda: ia kekal selagi digunakan dan tamat selepas 400 hari tidak digunakan.",
							],
							[
								"Profil anda menyenaraikan peranti yang log masuk (pelayar, sistem, alamat, penggunaan terakhir); anda boleh log keluar mana-mana satu, atau semua yang lain sekali gus. Menukar kata laluan menawarkan untuk log keluar peranti lain; menetapkan semula kata laluan melog keluar semua peranti.",
							],
							[
								"Kuki sesi ialah HttpOnly dan SameSite=Lax, dan pada HTTPS ia Secure dengan awalan __Host-. Menukar kata laluan atau menambah kunci laluan memerlukan log masuk dalam 15 minit terakhir; menghidupkan pengesahan dua langkah memerlukan kata laluan anda, dan mematikannya memerlukan kata laluan serta kod. Anda menerima e-mel apabila kata laluan atau pengesahan dua langkah anda berubah.",
							],
						],
					},
				],
			},
			{
				heading: "Had terhadap cubaan meneka",
				blocks: [
					[
						`Setiap alamat rangkaian boleh memanggil titik log masuk ${authRateLimitPerMinute} kali seminit. Selepas tiga kata laluan salah bagi sesuatu akaun, alamat yang menaipnya perlu menunggu 15 saat, kemudian 30, 60 dan sehingga 15 minit; alamat lain, termasuk alamat anda, tidak disekat. Selepas kegagalan kelima, anda menerima e-mel. Log masuk memberi jawapan yang sama bagi e-mel yang tidak dikenali dan kata laluan yang salah.`,
					],
				],
			},
			{
				heading: "Dalam pelayar anda",
				blocks: [
					[
						"Setiap halaman dihantar dengan Dasar Keselamatan Kandungan (CSP) yang hanya membenarkan skrip pelayan itu sendiri (dengan nonce baharu bagi setiap permintaan), tiada pemalam dan tiada pembingkaian oleh laman lain, berserta nosniff, dasar perujuk yang ketat dan HSTS pada HTTPS. Perubahan daripada laman lain ditolak. Tiada penjejak dan tiada skrip pihak ketiga.",
					],
				],
			},
			{
				heading: "Di mana data anda disimpan",
				blocks: [
					[
						"Akaun dan tugasan anda disimpan dalam pangkalan data PostgreSQL milik pihak yang mengendalikan perkhidmatan ini: secara lalai PostgreSQL terbenam pada pelayan yang sama, atau pangkalan data yang mereka tetapkan. Tiada apa-apa dihantar ke tempat lain kecuali yang disenaraikan dalam halaman privasi (pembayaran kepada Stripe, e-mel, perkhidmatan tolak pelayar, dan Google jika anda log masuk dengannya). Aplikasi tidak menyulitkan pangkalan data itu sendiri: itu, dan penyulitan cakera, terpulang kepada pengendali.",
					],
				],
			},
			{
				heading: "Sandaran",
				blocks: [
					[
						"Aplikasi tidak membuat sandaran dengan sendirinya. Pengendali membuat sandaran pangkalan data (contohnya dengan pg_dump, atau dengan menyalin direktori data) dan menyimpan salinannya dengan selamat. Untuk menyimpan salinan anda sendiri, eksport data anda dari profil anda bila-bila masa.",
					],
				],
			},
			{
				heading: "Eksport dan pemadaman",
				blocks: [
					[
						"Dalam ",
						{ href: "/profile", text: "profil anda" },
						", di bawah “Data anda”, anda boleh memuat turun semua data anda dalam JSON, atau tugasan anda dalam CSV, dan memadam akaun anda. Pemadaman membatalkan langganan Pro dengan Stripe dahulu, kemudian memadam setiap baris milik anda dan melog keluar semua peranti.",
					],
				],
			},
			{
				heading: "Melaporkan kelemahan",
				blocks: [
					operator.email
						? [
								"Sila tulis kepada ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								" dengan langkah untuk menghasilkannya semula. Jangan akses data orang lain, dan beri kami masa yang munasabah untuk membetulkannya sebelum anda menerbitkannya.",
							]
						: [
								"Perkhidmatan ini belum menerbitkan kenalan keselamatan. Sementara itu, laporkan masalah kepada pihak yang mengendalikannya, berserta langkah untuk menghasilkannya semula. Jangan akses data orang lain, dan beri masa yang munasabah untuk membaikinya sebelum anda menerbitkannya.",
							],
					[
						"Versi halaman ini untuk mesin ialah ",
						{ href: "/.well-known/security.txt", text: "security.txt" },
						" (RFC 9116).",
					],
				],
			},
		],
	};
}
