/** `npm run openapi`: rewrites contract/openapi.json from contract/ (a test fails while they differ). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { openApiDocument } from '../contract/openapi';

const file = path.resolve(import.meta.dirname, '../contract/openapi.json');
const text = await format(JSON.stringify(openApiDocument()), { parser: 'json', printWidth: 120 });
writeFileSync(file, text);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
