import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback standing in for the outside mail relay. Each message lands as one JSON file in
// `dir`, so a test in another process (the e2e runner) can read what the server under test sent.

export type CaughtMail = {
	to: string[];
	from: string;
	subject: string;
	text: string;
	html: string;
	receivedAt: string;
};

export type MailCatcher = { port: number; url: string; close(): Promise<void> };

export async function startMailCatcher({ dir }: { dir: string }): Promise<MailCatcher> {
	await mkdir(dir, { recursive: true });
	const server = new SMTPServer({
		secure: false,
		disabledCommands: ["STARTTLS"],
		authOptional: true,
		logger: false,
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on("data", (chunk: Buffer) => chunks.push(chunk));
			stream.on("error", callback);
			stream.on("end", () => {
				const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
				const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
				storeMail(dir, Buffer.concat(chunks), envelopeFrom, envelopeTo).then(() => callback(), callback);
			});
		},
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => {
			server.off("error", reject);
			resolve();
		});
	});
	const address = server.server.address();
	const port = typeof address === "object" && address ? address.port : 0;
	return {
		port,
		url: `smtp://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

async function storeMail(dir: string, raw: Buffer, envelopeFrom: string, envelopeTo: string[]): Promise<void> {
	const parsed = await PostalMime.parse(raw);
	const headerTo = (parsed.to ?? []).flatMap(mailboxes);
	const mail: CaughtMail = {
		to: [...new Set((envelopeTo.length > 0 ? envelopeTo : headerTo).map((to) => to.toLowerCase()))],
		from: (parsed.from ? mailboxes(parsed.from)[0] : undefined) ?? envelopeFrom,
		subject: parsed.subject ?? "",
		text: parsed.text ?? "",
		html: parsed.html ?? "",
		receivedAt: new Date().toISOString(),
	};
	const name = `${Date.now()}-${randomBytes(6).toString("hex")}.json`;
	// Readers poll the directory: a half-written file must never be visible under its final name.
	const temp = join(dir, `.${name}.tmp`);
	await writeFile(temp, JSON.stringify(mail, null, "\t"));
	await rename(temp, join(dir, name));
}

function mailboxes(address: Address): string[] {
	return "group" in address && Array.isArray(address.group)
		? address.group.map((member) => member.address)
		: [address.address ?? ""];
}

export async function readMails(dir: string): Promise<CaughtMail[]> {
	let names: string[];
	try {
		names = await readdir(dir);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
		throw error;
	}
	const files = names.filter((name) => name.endsWith(".json") && !name.startsWith("."));
	const mails = await Promise.all(
		files.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as CaughtMail),
	);
	return mails.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

export async function waitForMail(
	dir: string,
	predicate: (mail: CaughtMail) => boolean,
	timeoutMs = 15_000,
): Promise<CaughtMail> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const mails = await readMails(dir);
		const found = mails.find(predicate);
		if (found) return found;
		if (Date.now() >= deadline) {
			const seen = mails.map((mail) => `  - "${mail.subject}" to ${mail.to.join(", ")}`).join("\n");
			throw new Error(
				`No matching mail in ${dir} after ${timeoutMs} ms; saw ${mails.length} mail(s)${seen ? `:\n${seen}` : ""}`,
			);
		}
		await sleep(100);
	}
}

export function linksIn(mail: CaughtMail): string[] {
	const fromText = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
	const fromHtml = [...mail.html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)]
		.map((match) => decodeHtmlEntities(match[1] ?? match[2] ?? "").trim())
		.filter((href) => /^https?:\/\//i.test(href));
	// Plain-text links often end a sentence: the trailing punctuation is not part of the URL.
	const cleanedText = fromText.map((link) => link.replace(/[.,;:!?)\]]+$/, ""));
	return [...new Set([...cleanedText, ...fromHtml])];
}

function decodeHtmlEntities(value: string): string {
	const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
	return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
		if (body.startsWith("#x") || body.startsWith("#X")) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
		if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
		return named[body.toLowerCase()] ?? entity;
	});
}
