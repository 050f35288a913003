import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field.tsx";

type Props = Omit<ComponentProps<typeof FormField>, "type" | "autoComplete" | "hint">;

/** A password being chosen: the browser may suggest one, and the length rule is shown under it. */
export function NewPasswordField(props: Props) {
	const { t } = useTranslation();
	return <FormField type="password" autoComplete="new-password" hint={t("login.passwordHint")} {...props} />;
}
