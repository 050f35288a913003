import { z } from "zod";

// The one import of zod's `z` (Biome refuses it elsewhere), so this runs before any schema is built. In the browser
// zod is told not to compile parsers with `new Function`: its probe for that, although caught, is a `script-src`
// violation of the pages' CSP (no 'unsafe-eval') that the browser reports on every page with a form. The server keeps
// the compiled parsers, which are faster.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
