import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import { mutate, replayQueued } from "#app/lib/change-queue/queue-change.ts";
import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import { useLiveChanges } from "#app/lib/live-sync/use-live-changes.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";

const VIEW_OPTION_CHANGES = ["viewOptions"] as const;

type ViewOptionsShown = Extract<Shown, { kind: "viewOptions" }>;
const isViewOptions = (shown: Shown): shown is ViewOptionsShown => shown.kind === "viewOptions";

/**
 * The user's view options: applied at once, kept on this device until the server has them (offline too, ADR 0034),
 * saved there so every device shows the same, and changed here when another device changes them.
 */
export function useViewOptions(loaded: ViewOptions, syncPosition: number, userId: string) {
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

	/** Shows `fields` until the answer replaces them; a refusal puts back the values of `before`. */
	const show = (fields: Partial<ViewOptions>, answer: Promise<unknown>, before: ViewOptions) => {
		setOptions((current) => ({ ...current, ...fields }));
		savesInFlight.current += 1;
		answer
			.then(
				(saved) => saved && setOptions(saved as ViewOptions),
				() => {
					const undone = Object.fromEntries(
						Object.keys(fields).map((name) => [name, before[name as keyof ViewOptions]]),
					);
					setOptions((current) => ({ ...current, ...undone }));
					toast.show({ tone: "error", title: t("matrix.changeUndone"), closeLabel: t("common.close") });
				},
			)
			.finally(() => {
				savesInFlight.current -= 1;
			});
	};

	// Once: the options a reload found unsent are shown again on top of the loaded ones.
	const isReplayed = useRef(false);
	useEffect(() => {
		if (isReplayed.current) return;
		isReplayed.current = true;
		void replayQueued(userId, locale, isViewOptions, (shown, answer) => show(shown.fields, answer, loaded));
	});

	const onChange = <Name extends keyof ViewOptions>(name: Name, value: ViewOptions[Name]) => {
		const fields = { [name]: value } as Partial<ViewOptions>;
		const shown: Shown = { kind: "viewOptions", fields };
		show(fields, mutate(userId, locale, { name: "viewOptions.update", args: fields, shown }), options);
	};
	return [options, onChange] as const;
}
