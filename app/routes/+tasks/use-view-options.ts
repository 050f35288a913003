import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useLiveChanges } from "#app/lib/live-sync/use-live-changes.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";

const VIEW_OPTION_CHANGES = ["viewOptions"] as const;

/**
 * The user's view options: applied at once, saved on the server so every device shows the same, and changed here
 * when another device changes them.
 */
export function useViewOptions(loaded: ViewOptions, syncPosition: number) {
	const { t } = useTranslation();
	const toast = useToast();
	const locale = useLocale();
	const [options, setOptions] = useState(loaded);
	const savesInFlight = useRef(0);
	useLiveChanges({
		position: syncPosition,
		data: loaded,
		entities: VIEW_OPTION_CHANGES,
		// While this tab saves, its own earlier saves coming back would flick the switches back and forth; the last
		// answer is the server's state anyway.
		onChange: (change) => {
			if (savesInFlight.current === 0) setOptions(change.data as ViewOptions);
		},
	});

	const onChange = (name: keyof ViewOptions, value: boolean) => {
		const before = options;
		setOptions({ ...options, [name]: value });
		savesInFlight.current += 1;
		apiRequest<ViewOptions>("/view-options", {
			method: "PATCH",
			body: { [name]: value },
			locale,
			idempotencyKey: crypto.randomUUID(),
		})
			.then(setOptions, () => {
				setOptions(before);
				toast.show({ tone: "error", title: t("matrix.changeUndone"), closeLabel: t("common.close") });
			})
			.finally(() => {
				savesInFlight.current -= 1;
			});
	};
	return [options, onChange] as const;
}
