import type { Logger } from "./logger.server.ts";

type CrashableProcess = Pick<NodeJS.Process, "on" | "exit">;

/**
 * An error nothing caught leaves the process in an unknown state: log it as fatal, with its stack, and exit 1 so that
 * the supervisor starts a clean one. Never a silent exit, never a half-dead process that keeps its port.
 */
export function exitOnCrash(logger: Logger, target: CrashableProcess = process): void {
	const crash = (kind: string) => (error: unknown) => {
		logger.fatal({ err: error }, `${kind}: exiting so that the supervisor restarts the server`);
		logger.flush?.();
		target.exit(1);
	};
	target.on("uncaughtException", crash("an uncaught exception"));
	target.on("unhandledRejection", crash("an unhandled promise rejection"));
}
