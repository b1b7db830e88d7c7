import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. The
// console's Content Security Policy forbids eval, and the probe alone reports a violation on every
// page, so zod runs without JIT everywhere (the server's validation is small enough not to miss it).
// Imported first by contract/index.ts: it must run before any schema is built.
z.config({ jitless: true });
