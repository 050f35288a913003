import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { countryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "Tambah e-mel dan kata laluan, kunci laluan atau Google untuk menyimpannya."
		: "Tambah e-mel dan kata laluan atau kunci laluan untuk menyimpannya.";
	const who = operator.name ?? "pengendali perkhidmatan Quadrant ini";
	const contact = operator.email
		? [{ href: `mailto:${operator.email}`, text: operator.email }]
		: ["pengendali perkhidmatan ini"];
	return {
		lead: [
			`Ini ialah terma penggunaan perkhidmatan Quadrant ini yang ditetapkan oleh ${who} (“kami”). Terma ini ditetapkan oleh pengendali, bukan oleh pembangun kod Quadrant. Dengan menggunakan perkhidmatan ini, anda menerimanya, jadi sila baca dengan teliti.`,
		],
		sections: present([
			{
				heading: "Siapa kami",
				blocks: present([
					[`Perkhidmatan ini dikendalikan oleh ${who}.`],
					operator.address ? [`Alamat: ${operator.address}.`] : null,
					operator.email ? ["Hubungi: ", ...contact, "."] : null,
				]),
			},
			{
				heading: "Perkhidmatan",
				blocks: [
					[
						"Quadrant ialah pengurus tugasan berasaskan matriks Eisenhower: anda menyusun tugasan mengikut kesegeraan dan kepentingannya, pada satu atau lebih papan, dari mana-mana peranti.",
					],
				],
			},
			{
				heading: "Akaun",
				blocks: [
					[
						`Anda boleh bermula tanpa akaun: tugasan anda kemudiannya terikat pada sesi pelayar ini, dan akan hilang jika anda memadamnya atau tidak menggunakannya selama 400 hari. ${keepWith} Anda bertanggungjawab atas apa yang berlaku di bawah akaun anda: jangan kongsi kata laluan anda, dan maklumkan kepada kami jika anda fikir orang lain telah menggunakannya.`,
					],
				],
			},
			{
				heading: "Percuma dan Pro",
				blocks: [
					[
						"Pelan Percuma tidak dikenakan bayaran dan mempunyai had yang ditunjukkan di ",
						{ href: "/pricing", text: "halaman harga" },
						". Pro ialah langganan, dibayar bulanan atau tahunan melalui Stripe, pada harga yang ditunjukkan sebelum anda membayar, berserta cukai seperti yang dipaparkan semasa pembayaran.",
					],
					{
						items: [
							["Ia diperbaharui secara automatik pada akhir setiap tempoh sehingga anda membatalkannya."],
							[
								"Anda boleh membatalkannya bila-bila masa dari profil anda: Pro kekal aktif hingga akhir tempoh yang telah dibayar, dan anda tidak akan dicaj lagi.",
							],
							[
								"Bayaran tidak dipulangkan, kecuali jika dikehendaki oleh undang-undang (contohnya hak menarik diri) atau jika kami gagal menyediakan perkhidmatan.",
							],
							[
								"Jika bayaran gagal, Pro kekal aktif untuk tempoh tangguh yang singkat; selepas itu akaun anda kembali kepada Percuma. Tugasan anda tetap disimpan.",
							],
							["Kami memaklumkan anda sebelum sebarang perubahan harga dikenakan pada langganan anda."],
						],
					},
				],
			},
			{
				heading: "Penggunaan yang dibenarkan",
				blocks: [
					[
						"Jangan gunakan perkhidmatan ini untuk melanggar undang-undang, untuk menyerang atau membebankannya, untuk menceroboh akaun atau data orang lain, atau untuk memintas had atau bayarannya. Kami boleh menggantung akaun yang berbuat demikian.",
					],
				],
			},
			{
				heading: "Kandungan anda",
				blocks: [
					[
						"Tugasan dan papan anda kekal milik anda. Kami hanya menyimpan dan memprosesnya untuk menyediakan perkhidmatan, seperti yang diterangkan dalam ",
						{ href: "/privacy", text: "dasar privasi" },
						", dan kami tidak menuntut sebarang hak lain ke atasnya.",
					],
				],
			},
			{
				heading: "Ketersediaan dan perubahan",
				blocks: [
					[
						"Kami berusaha memastikan perkhidmatan berjalan dan data anda selamat, tetapi kami tidak dapat menjanjikan bahawa ia tidak akan terganggu atau tiada data akan hilang: eksport data anda dari semasa ke semasa. Perkhidmatan mungkin berubah; kami tidak akan menarik balik ciri yang telah anda bayar sepanjang tempoh yang dibayar itu.",
					],
				],
			},
			{
				heading: "Penamatan",
				blocks: [
					[
						"Anda boleh memadam akaun anda bila-bila masa dari profil anda; langganan Pro akan dibatalkan dan semua data anda dipadam. Kami boleh menggantung atau menamatkan akaun yang melanggar terma ini, dengan memberitahu sebabnya jika boleh, dan menutup perkhidmatan dengan notis yang munasabah, memberi anda masa untuk mengeksport data anda.",
					],
				],
			},
			{
				heading: "Liabiliti",
				blocks: [
					[
						"Perkhidmatan ini disediakan seadanya. Setakat yang dibenarkan oleh undang-undang yang terpakai, kami tidak bertanggungjawab atas kerugian tidak langsung, dan jumlah liabiliti kami terhad kepada apa yang anda bayar kepada kami dalam dua belas bulan yang lalu. Tiada apa-apa dalam terma ini mengehadkan liabiliti yang tidak boleh dihadkan oleh undang-undang, atau hak anda sebagai pengguna.",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "Undang-undang yang mentadbir",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "ms", {
									country: (code) =>
										`Terma ini ditadbir oleh undang-undang ${countryName(code, "ms")}, tanpa menjejaskan perlindungan yang diberikan kepada anda sebagai pengguna oleh undang-undang negara tempat anda tinggal.`,
									wording: (law) =>
										`Terma ini ditadbir oleh ${law}, tanpa menjejaskan perlindungan yang diberikan kepada anda sebagai pengguna oleh undang-undang negara tempat anda tinggal.`,
								}),
							],
						],
					}
				: null,
			{
				heading: "Perubahan pada terma ini",
				blocks: [
					[
						"Kami boleh mengemas kini terma ini. Bagi perubahan penting, kami memaklumkan anda lebih awal, melalui e-mel atau dalam aplikasi; jika anda tidak bersetuju, anda boleh berhenti menggunakan perkhidmatan dan memadam akaun anda.",
					],
				],
			},
			{
				heading: "Hubungi",
				blocks: [["Soalan tentang terma ini: ", ...contact, "."]],
			},
		]),
	};
}
