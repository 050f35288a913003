import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Hashed assets never change, so they are compressed once at build time (brotli and gzip) instead of on every
// request; the server picks the variant the browser accepts.
const ASSETS_DIR = new URL("../build/client/assets/", import.meta.url);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;

const files = (await readdir(ASSETS_DIR)).filter((name) => COMPRESSIBLE.test(name));
for (const name of files) {
	const path = join(ASSETS_DIR.pathname, name);
	const content = await readFile(path);
	await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
	await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
}
console.log(`precompressed ${files.length} assets`);
