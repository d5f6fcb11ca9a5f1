// Generates the TypeScript types of the contracts. With --check it only compares, and fails when
// a committed file drifts from what the contracts generate.
//
// - contracts/generated/openapi.ts: the OpenAPI types (paths, components, operations), published
//   by @portal/contracts as `@portal/contracts/openapi` for every package that implements or
//   calls the contract (the reference backend, the SDK);
// - sdk/src/generated/openapi.ts: the SDK's re-export of those types, so its public API is unchanged;
// - sdk/src/generated/graphql.ts: the typed saved-view documents the SDK's GraphQL client sends.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString } from 'openapi-typescript';

const sdk = join(import.meta.dirname, '..');
const root = join(sdk, '..');
const contracts = join(root, 'contracts');
const banner = (source: string) =>
  `// Generated from ${source} by sdk/scripts/generate.ts. Do not edit: run \`pnpm generate\`.\n`;

async function openapiTypes(): Promise<string> {
  const spec = new URL(`file://${join(contracts, 'openapi', 'portal.yaml')}`);
  const ast = await openapiTS(spec, { exportType: true, alphabetize: false, defaultNonNullable: false });
  return banner('contracts/openapi/portal.yaml') + astToString(ast);
}

/** The SDK keeps its own module of the contract's types, re-exported from @portal/contracts. */
function sdkOpenapiTypes(): string {
  return (
    banner('contracts/openapi/portal.yaml') +
    "export type { $defs, components, operations, paths, webhooks } from '@portal/contracts/openapi';\n"
  );
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

/** Every generated file by its absolute path. */
const files: Record<string, string> = {
  [join(contracts, 'generated', 'openapi.ts')]: await openapiTypes(),
  [join(sdk, 'src', 'generated', 'openapi.ts')]: sdkOpenapiTypes(),
  [join(sdk, 'src', 'generated', 'graphql.ts')]: await graphqlDocuments(),
};
const shown = (file: string) => relative(root, file);

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([file, content]) => {
    try {
      return readFileSync(file, 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `Generated code drifts from the contracts: ${stale.map(([file]) => shown(file)).join(', ')}.\n` +
        'Run `pnpm generate` and commit the result; never edit generated files by hand.',
    );
    process.exit(1);
  }
  console.log('Generated code matches the contracts.');
} else {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  console.log(`Wrote ${Object.keys(files).map(shown).join(', ')}.`);
}
