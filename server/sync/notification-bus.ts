// What live sync needs from the database's notifications, whichever database it is.

export type NotificationListener = (channel: string, payload: string) => void;

export type NotificationBus = {
	/** Starts listening (idempotent). Resolves once listening, or once the first attempt failed (it keeps retrying). */
	start: () => Promise<void>;
	/** Stops listening and retrying. */
	stop: () => Promise<void>;
	/** Every notice on the bus's channels. */
	onNotification: (listener: NotificationListener) => void;
	/**
	 * Each time listening (re)starts: notices sent while nobody listened are lost, so whoever relies on them catches up
	 * from the database here.
	 */
	onListening: (listener: () => void) => void;
};
