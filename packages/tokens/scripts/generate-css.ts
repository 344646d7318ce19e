// Writes css/tokens.css, the plain-CSS form of the tokens. Run: npm run generate:css -w @ferrite/tokens
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTokensCss } from '../src/cssVariables';

const target = fileURLToPath(new URL('../css/tokens.css', import.meta.url));
writeFileSync(target, renderTokensCss());
console.log(`wrote ${target}`);
