import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The contract is written with zod's mini API: the same schemas and checks as the classic one,
// at a third of its size in the console's first page. Mini does not load messages by itself, so
// English is set here (what the classic API does on import).
//
// zod compiles object parsers with `new Function` after probing whether eval is allowed. The
// console's Content Security Policy forbids eval, and the probe alone reports a violation on every
// page, so zod runs without JIT everywhere (the server's validation is small enough not to miss it).
// Imported first by contract/index.ts: it must run before any schema is built.
z.config({ ...en(), jitless: true });
