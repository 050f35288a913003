import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldMessage, fieldMessages } from "#core/validation/field-errors.ts";
import type { z } from "#core/validation/zod.ts";

/**
 * Form state checked with the same zod schema the server uses: a field shows its message as soon as it has been
 * touched and then as the person types; submitting touches every field. `posted`: the messages the server found when
 * the form was posted before the page hydrated, shown on their fields until the person changes them.
 */
export function useValidatedForm<Schema extends z.ZodObject>(
	schema: Schema,
	initial: Record<keyof z.infer<Schema>, string>,
	posted: Partial<Record<keyof z.infer<Schema>, FieldMessage>> = {},
) {
	const { t } = useTranslation();
	const [values, setValues] = useState(initial);
	const [touched, setTouched] = useState<Partial<Record<keyof typeof initial, boolean>>>({});
	const [isBusy, setBusy] = useState(false);
	const result = schema.safeParse(values);
	const messages = result.success ? {} : fieldMessages(result.error);
	const errorOf = (field: keyof typeof initial) => {
		const message = touched[field] ? messages[field as string] : posted[field];
		if (!message) return undefined;
		return t(message.key, "values" in message ? message.values : {});
	};
	/** Marks every field touched and returns the parsed values, or undefined while any is invalid. */
	const validate = (): z.infer<Schema> | undefined => {
		setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as typeof touched);
		return result.success ? result.data : undefined;
	};
	return {
		values,
		errorOf,
		isBusy,
		/** A form's onSubmit: validates every field, then runs `action` with the parsed values while busy. */
		handleSubmit: (action: (values: z.infer<Schema>) => Promise<unknown>) => async (event: React.FormEvent) => {
			event.preventDefault();
			const parsed = validate();
			if (!parsed) return;
			setBusy(true);
			try {
				await action(parsed);
			} finally {
				setBusy(false);
			}
		},
		field: (name: keyof typeof initial) => ({
			name: name as string,
			value: values[name],
			error: errorOf(name),
			onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
				setValues((current) => ({ ...current, [name]: event.target.value }));
				setTouched((current) => ({ ...current, [name]: true }));
			},
			onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
		}),
	};
}
