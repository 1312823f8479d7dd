// Writes the OpenAPI document of the Nest app without listening on a port or touching a database.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../core/config/app-config.js';
import { createRootLogger } from '../core/logging/root-logger.js';
import { buildOpenApiDocument, createApp } from '../bootstrap.js';

const [outputPath] = process.argv.slice(2);
if (!outputPath) {
  console.error('usage: emit-openapi <output.json>');
  process.exit(2);
}
const config = { ...loadConfig({}), logLevel: 'silent' as const };
const app = await createApp(config, createRootLogger(config));
writeFileSync(outputPath, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
console.log(`OpenAPI document written to ${outputPath}`);
