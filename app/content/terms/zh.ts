import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";
import { countryName, governingLawClause } from "#app/content/legal/governing-law.ts";

export default function terms({ operator, isGoogleEnabled }: InstanceFacts): LegalText {
	// Google is named only where Google sign-in is configured.
	const keepWith = isGoogleEnabled
		? "添加电子邮件地址和密码、通行密钥或 Google 账户即可保留任务。"
		: "添加电子邮件地址和密码或通行密钥即可保留任务。";
	const who = operator.name ?? "本 Quadrant 服务的运营者";
	const contact = operator.email ? [{ href: `mailto:${operator.email}`, text: operator.email }] : ["本服务的运营者"];
	return {
		lead: [
			`以下是${who}（下称“我们”）为使用本 Quadrant 服务制定的条款。本条款由运营者制定，与编写 Quadrant 代码的开发者无关。请仔细阅读：使用本服务即表示你接受这些条款。`,
		],
		sections: present([
			{
				heading: "我们是谁",
				blocks: present([
					[`本服务由${who}运营。`],
					operator.address ? [`地址：${operator.address}`] : null,
					operator.email ? ["联系方式：", ...contact] : null,
				]),
			},
			{
				heading: "服务内容",
				blocks: [
					[
						"Quadrant 是一款基于艾森豪威尔矩阵的任务管理工具：你可以在一个或多个看板上，按紧急程度和重要程度整理任务，并在任何设备上使用。",
					],
				],
			},
			{
				heading: "账户",
				blocks: [
					[
						`你可以不注册账户直接开始：此时任务与这个浏览器的会话绑定，清除会话或 400 天未使用就会丢失。${keepWith}你要对自己账户下发生的事负责：请妥善保管密码，如果怀疑有人用过你的账户，请告诉我们。`,
					],
				],
			},
			{
				heading: "免费版与 Pro",
				blocks: [
					[
						"免费版不收费，限制见",
						{ href: "/pricing", text: "价格页面" },
						"。Pro 是通过 Stripe 按月或按年支付的订阅，价格以付款前显示的为准，税费以结账时显示的为准。",
					],
					{
						items: [
							["订阅在每个周期结束时自动续订，直到你取消订阅。"],
							["你可以随时在个人资料中取消订阅：Pro 会保留到已付费周期结束，之后不再扣款。"],
							["已付款项不予退还，除非法律另有规定（例如法定的撤回权），或我们未能提供服务。"],
							["付款失败时，Pro 会在一个短暂的宽限期内继续有效；之后你的账户会回到免费版，任务都会保留。"],
							["价格变动对你的订阅生效之前，我们会提前通知你。"],
						],
					},
				],
			},
			{
				heading: "使用规范",
				blocks: [
					[
						"不得利用本服务违法，不得攻击服务或使其超载，不得擅自访问他人的账户或数据，也不得绕过服务的限制或付费。违反者的账户可能被暂停。",
					],
				],
			},
			{
				heading: "你的内容",
				blocks: [
					[
						"你的任务和看板始终属于你。我们只为提供服务而存储和处理它们（详见",
						{ href: "/privacy", text: "隐私政策" },
						"），除此之外不主张任何权利。",
					],
				],
			},
			{
				heading: "可用性与变更",
				blocks: [
					[
						"我们会尽力保持服务运行、保障数据安全，但无法保证服务永不中断、数据永不丢失，请不时导出你的数据。服务可能会变化；在你已付费的周期内，我们不会取消你已购买的功能。",
					],
				],
			},
			{
				heading: "终止",
				blocks: [
					[
						"你可以随时在个人资料中删除账户；届时 Pro 订阅会被取消，你的全部数据会被删除。对于违反本条款的账户，我们可以暂停或关闭，并在可能时告知原因；我们也可以在合理的提前通知后关闭服务，并留出时间让你导出数据。",
					],
				],
			},
			{
				heading: "责任",
				blocks: [
					[
						"本服务按现状提供。在适用法律允许的范围内，我们不对间接损失负责，我们的全部责任以你在过去十二个月内向我们支付的金额为限。本条款不限制法律不允许限制的责任，也不影响你作为消费者的权利。",
					],
				],
			},
			operator.governingLaw
				? {
						heading: "适用法律",
						blocks: [
							[
								governingLawClause(operator.governingLaw, "zh", {
									country: (code) =>
										`本条款适用${countryName(code, "zh")}法律，但不影响你作为消费者依居住国法律享有的保护。`,
									wording: (law) => `本条款适用${law}，但不影响你作为消费者依居住国法律享有的保护。`,
								}),
							],
						],
					}
				: null,
			{
				heading: "条款的修改",
				blocks: [
					[
						"我们可能会更新这些条款。如有重要变更，我们会通过邮件或在应用内提前通知你；如果你不同意，可以停止使用本服务并删除账户。",
					],
				],
			},
			{
				heading: "联系我们",
				blocks: [["对本条款有疑问，请联系：", ...contact, "。"]],
			},
		]),
	};
}
