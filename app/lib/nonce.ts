import { createContext, useContext } from "react";

// Set only during server rendering; in the browser the nonce has done its job and reads as undefined.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
	return useContext(NonceContext);
}
