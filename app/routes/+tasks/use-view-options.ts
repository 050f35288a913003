import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "#app/components/ui/toast.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import type { ViewOptions } from "#core/settings/view-option-defaults.ts";

/** The user's view options: applied at once, saved on the server so every device shows the same. */
export function useViewOptions(loaded: ViewOptions) {
	const { t } = useTranslation();
	const toast = useToast();
	const locale = useLocale();
	const [options, setOptions] = useState(loaded);

	const onChange = (name: keyof ViewOptions, value: boolean) => {
		const before = options;
		setOptions({ ...options, [name]: value });
		apiRequest<ViewOptions>("/view-options", {
			method: "PATCH",
			body: { [name]: value },
			locale,
			idempotencyKey: crypto.randomUUID(),
		}).then(setOptions, () => {
			setOptions(before);
			toast.show({ tone: "error", title: t("matrix.changeUndone"), closeLabel: t("common.close") });
		});
	};
	return [options, onChange] as const;
}
