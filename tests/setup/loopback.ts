import type { Server } from "node:net";

/** Listens on a free port of the loopback interface; answers the port. */
export function listenOnLoopback(server: Server): Promise<number> {
	return new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => {
			server.off("error", reject);
			const address = server.address();
			resolve(typeof address === "object" && address ? address.port : 0);
		});
	});
}
