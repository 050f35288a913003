import {
	createContext,
	lazy,
	type ReactNode,
	Suspense,
	useCallback,
	useContext,
	useMemo,
	useRef,
	useState,
} from "react";
import type { ToastEntry, ToastOptions } from "./toast-entry.ts";

const ToastViewport = lazy(() => import("./toast-viewport.tsx"));

type ToastApi = { show: (options: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Imperative access to the toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
	const api = useContext(ToastContext);
	if (api === null) throw new Error("useToast must be used inside <ToastProvider>");
	return api;
}

export type ToastProviderProps = {
	children: ReactNode;
	/** Accessible name of the toast region, e.g. a translated "Notifications". */
	label: string;
	/** Spoken before each announced toast, e.g. a translated "Notification"; defaults to `label`. */
	itemLabel?: string;
};

export function ToastProvider({ children, label, itemLabel = label }: ToastProviderProps) {
	const [toasts, setToasts] = useState<ToastEntry[]>([]);
	const [hasShown, setHasShown] = useState(false);
	const nextId = useRef(0);

	const show = useCallback((options: ToastOptions) => {
		nextId.current += 1;
		const id = nextId.current;
		setHasShown(true);
		setToasts((current) => [...current, { ...options, id }]);
	}, []);
	const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
	const api = useMemo(() => ({ show }), [show]);

	return (
		<ToastContext value={api}>
			{children}
			{/* The toast code loads with the first toast and then stays, so later toasts appear at once. */}
			{hasShown ? (
				<Suspense fallback={null}>
					<ToastViewport toasts={toasts} onClosed={remove} label={label} itemLabel={itemLabel} />
				</Suspense>
			) : null}
		</ToastContext>
	);
}
