import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "#app/components/form-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLocale } from "#app/lib/use-locale.ts";
import { disablePush, enablePush, type PushStatus, readPushStatus } from "#app/lib/web-push.ts";

const STATUS_KEYS = {
	enabled: "push.statusEnabled",
	disabled: "push.statusDisabled",
	unsupported: "push.statusUnsupported",
	blocked: "push.statusBlocked",
} as const;

/** Push on this browser: its status, and the button that turns it on or off. Acts at once, outside the form's Save. */
export function PushNotifications() {
	const { t } = useTranslation();
	const locale = useLocale();
	// Unknown until the browser is asked (after hydration): the server cannot know this browser's push support.
	const [status, setStatus] = useState<PushStatus | undefined>();
	const [isBusy, setBusy] = useState(false);
	const [hasFailed, setFailed] = useState(false);

	useEffect(() => {
		void readPushStatus().then(setStatus, () => setStatus("unsupported"));
	}, []);

	const onToggle = async () => {
		setBusy(true);
		setFailed(false);
		try {
			setStatus(await (status === "enabled" ? disablePush(locale) : enablePush(locale)));
		} catch {
			setFailed(true);
			setStatus(await readPushStatus().catch(() => "unsupported" as const));
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className="flex flex-col gap-2">
			<h3 id="push-heading" className="font-semibold">
				{t("push.title")}
			</h3>
			{status ? (
				<p role="status" className="text-sm">
					{t(STATUS_KEYS[status])}
				</p>
			) : null}
			<FormAlert message={hasFailed ? t("push.failed") : undefined} />
			{status === "enabled" || status === "disabled" ? (
				<Button variant="secondary" className="self-start" disabled={isBusy} onClick={() => void onToggle()}>
					{status === "enabled" ? t("push.disable") : t("push.enable")}
				</Button>
			) : null}
		</div>
	);
}
