// Preloaded (`node --import`) into a test's server process by startServerWithClock (server-process.ts), never part of the
// build: the production server has no way to move its clock. From here on the process's `Date` (Date.now(), new Date(),
// Date()) runs `offsetMs` ahead of the machine's clock, by an offset the test sets at run time over the process's IPC
// channel, so everything that asks what time it is (the urgency rule's rounds, the loaders' "today", sessions) sees the
// test's day. Timers and performance.now() keep real time, so a job's interval is still its configured one.
//
// A Proxy rather than a subclass: a class cannot be called without `new` (`Date()` gives a string), and the proxy
// keeps `instanceof Date`, Date.parse, Date.UTC and subclasses (@date-fns/tz's TZDate) working unchanged.

/** What the test sends: the new offset. The process answers with the same message once it applies. */
export type ClockMessage = { type: "clock-offset"; offsetMs: number };

const RealDate = Date;
let offsetMs = 0;
const now = () => RealDate.now() + offsetMs;

globalThis.Date = new Proxy(RealDate, {
	construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
	apply: () => new RealDate(now()).toString(),
	get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
});

const isClockMessage = (message: unknown): message is ClockMessage =>
	typeof message === "object" &&
	message !== null &&
	(message as ClockMessage).type === "clock-offset" &&
	Number.isFinite((message as ClockMessage).offsetMs);

process.on("message", (message) => {
	if (!isClockMessage(message)) return;
	offsetMs = message.offsetMs;
	process.send?.({ type: "clock-offset", offsetMs } satisfies ClockMessage);
});
// The channel alone must not keep the server alive: it stops on SIGTERM as it does without this module.
process.channel?.unref();
