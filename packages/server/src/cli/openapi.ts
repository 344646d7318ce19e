import fs from 'node:fs';
import path from 'node:path';
import { PUBLISHED_OPENAPI_FILE, publishedOpenApiText } from '../api/published-openapi';
import { runCli } from './args';

await runCli(async () => {
  fs.writeFileSync(PUBLISHED_OPENAPI_FILE, publishedOpenApiText());
  console.log(`Wrote ${path.relative(process.cwd(), PUBLISHED_OPENAPI_FILE)}.`);
});
