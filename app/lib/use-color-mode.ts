import { useEffect, useState } from "react";
import { COLOR_MODES, type ColorMode } from "#core/constants.ts";
import { applyColorMode, readColorMode, storeColorMode } from "./theme.ts";

/** The stored colour mode and a setter that applies it at once; follows the system while the mode is "system". */
export function useColorMode(): [ColorMode, (value: string) => void] {
	const [mode, setMode] = useState<ColorMode>("system");

	useEffect(() => {
		setMode(readColorMode());
	}, []);

	useEffect(() => {
		if (mode !== "system") return;
		const query = matchMedia("(prefers-color-scheme: dark)");
		const onChange = () => applyColorMode("system");
		query.addEventListener("change", onChange);
		return () => query.removeEventListener("change", onChange);
	}, [mode]);

	const choose = (value: string) => {
		const next = COLOR_MODES.find((candidate) => candidate === value) ?? "system";
		storeColorMode(next);
		setMode(next);
	};
	return [mode, choose];
}
