import type { ParseKeys } from "i18next";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { authClient } from "#app/lib/auth-client.ts";
import { passkeyErrorKey } from "#app/lib/passkey-error-message.ts";

type Props = {
	label: string;
	onSignedIn: () => Promise<void> | void;
	onError: (key: ParseKeys | undefined) => void;
	variant?: "secondary" | "ghost";
};

/**
 * Signs in with a passkey the device or password manager offers for this site (a discoverable credential, so no email
 * is asked first). It verifies its user itself, so no second step follows, even with two-step verification on.
 */
export function PasskeySignInButton({ label, onSignedIn, onError, variant = "secondary" }: Props) {
	const [isBusy, setBusy] = useState(false);
	const onClick = async () => {
		setBusy(true);
		onError(undefined);
		const { error } = await authClient.signIn.passkey();
		setBusy(false);
		if (error) return onError(passkeyErrorKey(error));
		await onSignedIn();
	};
	return (
		<Button variant={variant} onClick={() => void onClick()} disabled={isBusy} aria-busy={isBusy || undefined}>
			{label}
		</Button>
	);
}
