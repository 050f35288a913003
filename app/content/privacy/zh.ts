import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { PrivacyText } from "./shape.ts";

export default function privacy({
	operator,
	changeLogRetentionDays,
	anonymousUserRetentionDays,
}: InstanceFacts): PrivacyText {
	const who = operator.name ?? "本 Quadrant 服务的运营者";
	// How long the server's log is kept is the operator's to state (OPERATOR_LOG_RETENTION_DAYS).
	const logsKept = operator.logRetentionDays
		? `日志保存 ${operator.logRetentionDays} 天后删除。`
		: "日志保存多久由运营者决定。";
	return {
		lead: [
			"本服务保存了你的哪些数据、为什么保存、保存多久、还有谁能看到，以及如何带走或删除它们。本页逐个数据表说明代码实际做了什么。",
		],
		before: [
			{
				heading: "谁负责你的数据",
				blocks: [
					[
						`你的数据由${who}保管`,
						...(operator.address ? [`（地址：${operator.address}）`] : []),
						...(operator.email
							? ["。联系方式：", { href: `mailto:${operator.email}`, text: operator.email }, "。"]
							: ["。"]),
					],
					[
						"Quadrant 不展示广告，不出售任何关于你的信息，也不使用统计分析或跟踪脚本。你可以不注册账户直接使用：这时它不知道你的名字和电子邮件地址，只知道你的任务和会话。",
					],
				],
			},
		],
		inventory: {
			heading: "保存了什么，保存多久",
			intro: ["所有数据都保存在本服务的 PostgreSQL 数据库中。下面按用途分组列出每一张数据表。"],
			groups: {
				account: "你的账户与登录",
				tasks: "你的任务与看板",
				settings: "设置与提醒",
				billing: "付款",
				instance: "服务自身（与你无关）",
			},
			labels: { table: "数据表", holds: "内容", why: "用途", kept: "保存期限" },
			tables: {
				user: {
					holds:
						"你的名字、电子邮件地址及其是否已验证、是否在不注册账户的情况下使用、是否开启了两步验证，以及账户的创建和修改时间。",
					why: "识别你的身份，并就账户事宜联系你。",
					kept: `直到你删除账户。不注册账户时，会话是你访问数据的唯一凭证：会话结束后（400 天未使用，或退出登录），所有数据会在 ${anonymousUserRetentionDays} 天内删除。`,
				},
				account: {
					holds: "你的登录方式：密码的哈希值，或与你的 Google 账户的关联（其标识符和 Google 返回的令牌）。",
					why: "让你登录。",
					kept: "直到你删除账户。",
				},
				session: {
					holds: "每台已登录的设备：一个随机令牌、设备的网络地址、浏览器（User-Agent），以及登录时间和最后使用时间。",
					why: "保持登录状态，并列出你的设备以便你退出它们。",
					kept: "会话在有效期结束时失效（见安全页面）；你退出登录、结束该会话或删除账户时，这一行数据会被删除。",
				},
				verification: {
					holds: "我们通过邮件发送的链接（如重置密码）背后的一次性代码，以及进行中的 Google 登录的状态。",
					why: "确认链接或登录确实来自你本人。",
					kept: "直到被使用或过期（重置链接一小时后过期）。",
				},
				two_factor: {
					holds: "身份验证器的密钥（已加密）和你的备用码。",
					why: "两步验证。",
					kept: "直到你关闭两步验证或删除账户。",
				},
				passkey: {
					holds: "每个通行密钥的公钥、名称、设备类型和创建日期。你的指纹或面容信息永远不会离开你的设备。",
					why: "用通行密钥登录。",
					kept: "直到你移除该通行密钥或删除账户。",
				},
				rate_limit: {
					holds: "按网络地址统计的请求次数和登录尝试次数。",
					why: "减缓猜测密码的尝试。",
					kept: "最后一次请求后一天。",
				},
				board: {
					holds: "你的看板名称。",
					why: "整理你的任务。",
					kept: "直到你删除该看板或账户。",
				},
				task: {
					holds: "每个任务的标题、描述、象限、位置、状态、优先级、截止日期和时间，以及完成情况。",
					why: "这就是服务本身。",
					kept: "直到你删除该任务或账户。",
				},
				checklist_item: {
					holds: "每个任务清单中的各项：内容、是否已完成，以及在清单中的位置。",
					why: "它是任务的一部分：你把任务拆分成的步骤。",
					kept: "直到你删除该项、所属任务或账户。",
				},
				change_log: {
					holds: "你最近的修改，连同被修改的数据。",
					why: "让你的其他设备保持同步（实时同步）。",
					kept: `${changeLogRetentionDays} 天，且每人只保留最近的若干条。`,
				},
				user_change_seq: {
					holds: "你的修改计数器。",
					why: "实时同步，以及在没有任何变化时快速再次返回你的任务列表。",
					kept: "直到你删除账户。",
				},
				idempotency_key: {
					holds: "服务器对你某次修改的响应。",
					why: "确保同一修改（在网络中断后）被发送两次时只生效一次。",
					kept: "七天。",
				},
				user_settings: {
					holds:
						"你的显示选项、是否开启提醒及提醒时间（截止时间前多久、只有日期时的提醒时刻、免打扰时段）、每日摘要（发送时间、是否同时发送电子邮件、邮件语言、上次发送的日期）、是否订阅新闻邮件，以及你的时区。",
					why: "让你的设置跟随你到每台设备，并让提醒按你当地时间在你选择的时刻送达。",
					kept: "直到你删除账户。",
				},
				push_subscription: {
					holds: "每个开启了提醒的浏览器：它在浏览器厂商推送服务上的推送地址、加密密钥和语言。",
					why: "以推送通知的形式发送你开启的提醒和每日摘要。",
					kept: "直到你在该浏览器中关闭提醒、推送服务告知该地址已失效，或你删除账户。",
				},
				push_reminder: {
					holds: "哪个任务针对哪个截止日期、哪个时刻发送过提醒。",
					why: "确保每条提醒只发送一次。",
					kept: "直到该任务或你的账户被删除。",
				},
				subscription: {
					holds:
						"你在 Stripe 的客户和订阅标识符、订阅状态、当前周期的结束时间，以及是否在周期结束时取消。从不包括你的银行卡。",
					why: "判断你是否拥有 Pro。",
					kept: "直到你删除账户。",
				},
				stripe_event: {
					holds: "已处理过的 Stripe 消息的标识符和类型。",
					why: "确保同一条付款消息不会被处理两次。",
					kept: "长期保存；其中没有任何关于你的信息。",
				},
				app_secret: {
					holds: "服务器为自己生成的密钥（用于签名 Cookie 和发送推送通知）。",
					why: "服务运行所需。",
					kept: "只要服务在运行。",
				},
				job_round: {
					holds: "哪个服务器实例执行了哪一轮后台任务。",
					why: "确保后台任务只执行一次。",
					kept: "几轮之后删除。",
				},
				dev_mail: {
					holds: "邮件副本，仅在没有邮件服务器的测试环境中使用，生产环境中从不使用。",
					why: "让开发者可以打开邮件中的链接。",
					kept: "直到账户被删除。",
				},
			},
		},
		after: [
			{
				heading: "法律依据",
				blocks: [
					["在适用 GDPR 或类似法律的情况下，上文所述对你数据的每一项使用都基于以下依据之一："],
					{
						items: [
							["提供你所使用的服务：你的账户、任务、看板、设置、提醒和订阅（履行合同，GDPR 第 6 条第 1 款 b 项）。"],
							[
								"保障服务和你的账户安全、正常运行：会话、登录记录、频率限制、服务器日志，以及防止同一更改或付款被处理两次的记录（正当利益，第 6 条第 1 款 f 项）。",
							],
							["推送通知：仅在你开启提醒并在浏览器中允许后才会发送；关闭提醒即撤回同意（同意，第 6 条第 1 款 a 项）。"],
						],
					},
				],
			},
			{
				heading: "服务器日志",
				blocks: [
					[`服务器会记录请求和安全事件（例如登录，附带你的用户标识符）。密码、Cookie 和令牌从不写入日志。${logsKept}`],
				],
			},
			{
				heading: "还有谁会收到数据",
				blocks: [
					{
						items: [
							[
								"Stripe：如果你购买 Pro，你在 Stripe 的页面上付款，你的银行卡信息从不经过本服务器。Stripe 按其隐私政策保存自己的记录。",
							],
							["运营者配置的邮件服务器：用于向你发送账户相关邮件（你的电子邮件地址和邮件内容）。"],
							[
								"你的浏览器的推送服务（如果你开启提醒）：Chrome 使用 Google（Firebase Cloud Messaging），Edge 使用 Microsoft，Firefox 使用 Mozilla，Safari 使用 Apple。提醒内容在传输中是加密的。",
							],
							["Google：仅当你选择用 Google 登录时。"],
						],
					},
					[
						"Stripe、Google、Microsoft、Mozilla 和 Apple 可能在你所在的国家或地区之外处理这些数据，包括在美国。在适用 GDPR 的情况下，这类跨境传输依据欧盟—美国数据隐私框架或欧盟委员会的标准合同条款，具体以各公司自己的隐私政策为准。邮件服务器和本服务自身的数据库位于运营者部署它们的地方。",
					],
				],
			},
			{
				heading: "浏览器中的 Cookie 和存储",
				blocks: [
					["没有广告或跟踪 Cookie。应用在你的浏览器中保存的内容如下："],
					{
						items: [
							["quadrant.session_token（HTTPS 下为 __Host-quadrant.session_token）：保持登录状态，脚本无法读取。"],
							["quadrant.two_factor：等待第二步验证的登录，最多保留 10 分钟。"],
							["locale：你选择的语言，保留一年。"],
							["quadrant-board：你最后打开的看板，保留一年。"],
							["quadrant-wall：便签墙的布局，保留一年。"],
							[
								"本地存储：quadrant-theme（浅色、深色或跟随系统）、quadrant-quote-enabled 和 quadrant-quote-last-shown（每日名言）、quadrant-urgency-announced（因截止日期而移动、此浏览器已告诉过你的任务）。",
							],
							["会话存储：quadrant-reloaded-for-build 和 quadrant-chunk-reload，用于在新版本发布时只重新加载一次。"],
							[
								"一个 Service Worker，用于显示提醒、让你可以把 Quadrant 安装为应用，并在没有网络时也能打开它。为此，它会在本浏览器的缓存存储中保存应用的代码、你打开过的公开页面，以及你账户的矩阵、便签墙和个人资料页面最后一次加载时的样子（含你的任务和看板）。你退出登录、在本浏览器中使用其他账户，或 Quadrant 的新版本替换它们时，这些副本都会被删除。离线时，如果此浏览器已有 7 天未连接我们的服务器，这些副本将不再显示。",
							],
							[
								"IndexedDB：quadrant-changes 加上你的账户 ID，保存你离线时所做、尚未送达我们服务器的更改。每项更改送达后即被删除；退出登录时会先发送这些更改，无法发送的会在告诉你将丢失多少项后删除。",
							],
						],
					},
				],
			},
			{
				heading: "你的权利及行使方式",
				blocks: [
					[
						"你可以随时在",
						{ href: "/profile", text: "个人资料" },
						"的“你的数据”中下载全部数据（JSON 格式，或把任务导出为 CSV），也可以永久删除账户。每个任务和看板你都可以自己编辑或删除。",
					],
					operator.email
						? [
								"如有其他需求（提问、更正、反对处理），请发邮件至 ",
								{ href: `mailto:${operator.email}`, text: operator.email },
								"。你也可以向所在地的数据保护机构投诉。",
							]
						: ["如有其他需求（提问、更正、反对处理），请联系本服务的运营者。你也可以向所在地的数据保护机构投诉。"],
				],
			},
		],
	};
}
