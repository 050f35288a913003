import type { InstanceFacts, LegalText } from "#app/content/legal/document.ts";
import { present } from "#app/content/legal/document.ts";

export default function author({ operator }: InstanceFacts): LegalText {
	return {
		lead: operator.name
			? [`本 Quadrant 服务由 ${operator.name} 提供。`]
			: [
					"Quadrant 是一款基于艾森豪威尔矩阵的任务管理工具。任何人都可以运行自己的 Quadrant 服务；本页说明由谁运营这一个。",
				],
		sections: present([
			{
				heading: "谁在运营本服务",
				blocks: present([
					operator.name ? [`本服务由 ${operator.name} 运营并负责。`] : ["本服务的运营者未在此公布名称。"],
					operator.address ? [`地址：${operator.address}`] : null,
				]),
			},
			{
				heading: "联系方式",
				blocks: [
					operator.email
						? [
								"请发邮件至 ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								"。安全问题请参阅",
								{ href: "/security", text: "安全页面" },
								"。",
							]
						: ["运营者尚未公布联系电子邮件地址。安全问题请参阅", { href: "/security", text: "安全页面" }, "。"],
				],
			},
			{
				heading: "关于 Quadrant",
				blocks: [
					[
						"Quadrant 把你的任务分进四个象限，从“紧急且重要”到“既不紧急也不重要”，让你一眼看出哪些现在就做、哪些安排时间、哪些交给别人、哪些干脆放弃。它支持七种语言，有没有账户都能用。了解更多：",
						{ href: "/eisenhower-matrix", text: "艾森豪威尔矩阵" },
						"、",
						{ href: "/pricing", text: "方案" },
						"、",
						{ href: "/privacy", text: "隐私政策" },
						"和",
						{ href: "/terms", text: "服务条款" },
						"。",
					],
				],
			},
		]),
	};
}
