// Generates the SDK's types from the contracts. With --check it only compares, and fails when the
// committed files in src/generated drift from what the contracts generate.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString } from 'openapi-typescript';

const sdk = join(import.meta.dirname, '..');
const contracts = join(sdk, '..', 'contracts');
const out = join(sdk, 'src', 'generated');
const banner = (source: string) =>
  `// Generated from ${source} by sdk/scripts/generate.ts. Do not edit: run \`pnpm generate\`.\n`;

async function openapiTypes(): Promise<string> {
  const spec = new URL(`file://${join(contracts, 'openapi', 'portal.yaml')}`);
  const ast = await openapiTS(spec, { exportType: true, alphabetize: false, defaultNonNullable: false });
  return banner('contracts/openapi/portal.yaml') + astToString(ast);
}

async function graphqlDocuments(): Promise<string> {
  const [file] = await generate(
    {
      schema: join(contracts, 'graphql', 'schema.graphql'),
      documents: join(contracts, 'graphql', 'operations', '*.graphql'),
      silent: true,
      generates: {
        'graphql.ts': {
          plugins: ['typescript-operations', 'typed-document-node'],
          config: {
            useTypeImports: true,
            enumsAsTypes: true,
            avoidOptionals: { field: true, inputValue: false, object: true },
            scalars: { ID: 'string' },
          },
        },
      },
    },
    false,
  );
  if (!file) throw new Error('graphql-codegen produced no file');
  return banner('contracts/graphql') + file.content;
}

const files: Record<string, string> = {
  'openapi.ts': await openapiTypes(),
  'graphql.ts': await graphqlDocuments(),
};

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([name, content]) => {
    try {
      return readFileSync(join(out, name), 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `Generated code drifts from the contracts: ${stale.map(([n]) => `sdk/src/generated/${n}`).join(', ')}.\n` +
        'Run `pnpm generate` and commit the result; never edit generated files by hand.',
    );
    process.exit(1);
  }
  console.log('Generated code matches the contracts.');
} else {
  for (const [name, content] of Object.entries(files)) writeFileSync(join(out, name), content);
  console.log(
    `Wrote ${Object.keys(files)
      .map((n) => `sdk/src/generated/${n}`)
      .join(', ')}.`,
  );
}
