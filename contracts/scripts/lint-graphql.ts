// Validates the GraphQL schema and every operation against it, so a broken operation fails
// before code generation does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, validateSchema } from 'graphql';

const root = join(import.meta.dirname, '..', 'graphql');
const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const problems: string[] = validateSchema(schema).map((e) => `schema.graphql: ${e.message}`);
const files = readdirSync(join(root, 'operations')).filter((f) => f.endsWith('.graphql'));
for (const file of files) {
  const doc = parse(readFileSync(join(root, 'operations', file), 'utf8'));
  for (const e of validate(schema, doc)) problems.push(`operations/${file}: ${e.message}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`GraphQL schema and ${files.length} operations are valid.`);
