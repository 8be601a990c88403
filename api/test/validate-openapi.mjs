// Validates an OpenAPI document file with swagger-parser, in a process of its own: its ESM-only
// dependencies do not load in jest's CommonJS runtime. Usage: node validate-openapi.mjs <file>
import SwaggerParser from '@apidevtools/swagger-parser';

const api = await SwaggerParser.validate(process.argv[2]);
console.log(`valid: OpenAPI ${api.openapi}, ${Object.keys(api.paths).length} paths`);
