"use strict";
// Runs before `npm start`, `npm test` and `npm run dev` (their "pre" scripts), under whatever Node the machine has:
// CommonJS with no syntax newer than Node 8's, so that an old Node can read it and say what is wrong in one line
// instead of failing a minute later with ERR_UNKNOWN_FILE_EXTENSION on the first `.ts` file.

// Node 22 from 22.22 (type stripping on by default, every API the app uses) and Node 24 or later. Keep in step
// with "engines" in package.json and the README.
const INSTALL_COMMAND = "npm install --global node@24";

function isSupported(version) {
	const match = /^v?(\d+)\.(\d+)\.\d+/.exec(String(version));
	if (!match) return false;
	const major = Number(match[1]);
	const minor = Number(match[2]);
	if (major === 22) return minor >= 22;
	return major >= 24;
}

/** The one line to print when `version` (such as "20.20.2") cannot run Quadrant, or null when it can. */
function nodeVersionProblem(version) {
	if (isSupported(version)) return null;
	const found = String(version).replace(/^v/, "");
	return `Quadrant needs Node.js 24 (or Node 22 from 22.22); this is Node ${found}. Install Node 24 with: ${INSTALL_COMMAND}`;
}

module.exports = { nodeVersionProblem };

const problem = require.main === module ? nodeVersionProblem(process.versions.node) : null;
if (problem) {
	process.stderr.write(`${problem}\n`);
	process.exit(1);
}
