import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; the
// console's CSP forbids it and the probe alone logs a violation. Imported first by main.tsx so it
// applies before any schema is built.
z.config({ jitless: true });
