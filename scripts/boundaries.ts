// Writes the import boundaries' lint rules, scripts/generated/biome-boundaries.jsonc (biome.json
// extends it), from the layers below and the web app's features: the folders of web/src/features.
// A new feature is a new folder; a new layer is one entry here. With --check it only compares, and
// fails when the file differs from what this script writes (`pnpm run check:generated`).
// scripts/import-boundaries.test.ts proves each rule refuses what it should, with probe modules.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUT = 'scripts/generated/biome-boundaries.jsonc';

interface Pattern {
  readonly group: readonly string[];
  readonly message: string;
  readonly importNamePattern?: string;
}

interface Rules {
  readonly paths?: Readonly<Record<string, string>>;
  readonly patterns?: readonly Pattern[];
}

/** One override of Biome's: the files it covers and the imports refused in them. */
const restrict = (includes: readonly string[], { paths, patterns }: Rules) => ({
  includes,
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: { ...(paths ? { paths } : {}), ...(patterns ? { patterns } : {}) },
        },
      },
    },
  },
});

// ------------------------------------------------------------------ contracts → sdk → hooks → web

const ONE_WAY = 'Data flows one way: contracts → sdk → hooks → web.';
const CORE_FREE = 'hooks/core is framework-free: bind React in hooks/react.';

const packages = [
  restrict(['sdk/**', 'hooks/**'], {
    paths: { '@portal/web': ONE_WAY },
    patterns: [{ group: ['**/web/**'], message: ONE_WAY }],
  }),
  restrict(['sdk/**'], {
    paths: {
      '@portal/web': ONE_WAY,
      '@portal/hooks': 'The SDK knows nothing of the hooks.',
      react: 'The SDK has no React.',
    },
    patterns: [{ group: ['**/web/**', '**/hooks/**'], message: ONE_WAY }],
  }),
  restrict(['hooks/src/core/**'], {
    paths: { react: CORE_FREE, 'react-dom': CORE_FREE, '@portal/web': 'hooks never import from web.' },
    patterns: [
      { group: ['**/react/**', 'react/*', 'react-dom/*'], message: 'hooks/core is framework-free.' },
      { group: ['**/web/**'], message: 'hooks never import from web.' },
    ],
  }),
];

// ------------------------------------------------------------- web: app → features → shared

/** The web app's features, each a folder of web/src/features. */
export const FEATURES = readdirSync(join(ROOT, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What a component is not, in a folder: the data layer, a feature's api, the portal's context, tests. */
const NOT_COMPONENTS = [
  '!web/src/data/**',
  '!web/src/**/api.ts',
  '!web/src/**/api/**',
  '!web/src/lib/portal-context.tsx',
  '!web/src/testing/**',
  '!web/src/**/*.test.ts',
  '!web/src/**/*.test.tsx',
];

/** Components never call the SDK: what they import of the data layer is refused. */
const NO_SDK: readonly Pattern[] = [
  {
    group: ['**/data/portal-api*'],
    message:
      "web: components never call the SDK: read and change data through the feature's data layer (features/<area>/api.ts, web/src/data).",
  },
  {
    group: ['**/lib/portal-context*'],
    importNamePattern: 'usePortalInternals',
    message:
      "web: components never call the SDK: usePortal() gives the portal's services; the SDK's clients are the data layer's (data/portal-api.ts).",
  },
];

const SHARED: Pattern = {
  group: [
    '**/app/**',
    '**/auth/**',
    '**/dialogs/**',
    '**/pages/**',
    '**/screens/**',
    '**/session/**',
    '**/shell/**',
    '**/features/**',
  ],
  message:
    'web: shared code (data, lib, ui, theme) imports neither the app, the frame nor a feature (app → features → shared).',
};

/** A layer of folders: its components refuse `refused` and the SDK; its data layer `refused` alone. */
const layer = (folders: readonly string[], refused: readonly Pattern[]) => [
  restrict([...folders.map((f) => `web/src/${f}/**`), ...NOT_COMPONENTS], {
    patterns: [...refused, ...NO_SDK],
  }),
  restrict(
    folders.flatMap((f) => [`web/src/${f}/api.ts`, `web/src/${f}/api/**`]),
    { patterns: refused },
  ),
];

const web = [
  restrict(['web/src/lib/**', 'web/src/ui/**', 'web/src/theme/**', ...NOT_COMPONENTS], {
    patterns: [SHARED, ...NO_SDK],
  }),
  restrict(['web/src/data/**'], { patterns: [SHARED] }),
  ...FEATURES.flatMap((feature) =>
    layer(
      [`features/${feature}`],
      [
        {
          group: ['**/app/**', '**/shell/**', '**/pages/**', '**/dialogs/**', '**/screens/registry*'],
          message:
            'web: a feature imports only shared code (data, lib, ui, theme) and the sign-in and session services; the app, the frame and pages compose features.',
        },
        {
          group: FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/**`),
          message: `web: features do not import one another (${feature}): move what two features share into web/src/ui, web/src/lib or web/src/data.`,
        },
      ],
    ),
  ),
  ...layer(
    ['auth', 'dialogs', 'session'],
    [
      {
        group: ['**/app/**', '**/shell/**', '**/pages/**'],
        message: 'web: the frame (shell) and pages compose these, never the other way round.',
      },
    ],
  ),
  ...layer(
    ['pages', 'screens', 'shell'],
    [
      {
        group: ['**/app/**'],
        message: 'web: only the app layer imports the app layer (app → features → shared).',
      },
    ],
  ),
];

// -------------------------------------------------------------- the reference backend

const CONTRACT_TYPES =
  'mock-server implements the contract: its types come from @portal/contracts/openapi (only tests use the SDK, as a client).';
const NO_FRONT_ENDS = 'The reference backend knows nothing of the front ends.';
const BACKEND_PATHS = {
  '@portal/sdk': CONTRACT_TYPES,
  '@portal/sdk/testing': CONTRACT_TYPES,
  '@portal/hooks': NO_FRONT_ENDS,
  '@portal/web': NO_FRONT_ENDS,
};
const NOT_TESTS = '!mock-server/**/*.test*.ts';

const HANDLER_TABLES: Pattern = {
  group: ['**/http/handlers/**', './handlers/**'],
  message:
    "mock-server: only the app's assembly (src/app.ts) imports the handler tables; share code through src/domain instead.",
};
const NO_OFFLINE: Pattern = {
  group: ['**/offline/**'],
  message:
    'mock-server: what a deployment runs never imports the offline stand-ins (src/offline: the local identity provider, the report host); the assembly (app.ts, server.ts), the pact states and the test backends wire them in.',
};
const OFF_HTTP: Pattern = {
  group: ['**/http/**', '**/app.ts', '**/server.ts'],
  message:
    'mock-server: the assistant, the offline stand-ins and the seed reach the figures through src/domain, never through the HTTP layer or its handlers.',
};

const backend = [
  restrict(['mock-server/**', NOT_TESTS], { paths: BACKEND_PATHS }),
  // What a deployment runs, outside the handlers and the domain.
  restrict(
    [
      'mock-server/src/**',
      '!mock-server/src/app.ts',
      '!mock-server/src/server.ts',
      '!mock-server/src/http/handlers/**',
      '!mock-server/src/domain/**',
      '!mock-server/src/assistant/**',
      '!mock-server/src/offline/**',
      '!mock-server/src/seed/**',
      '!mock-server/src/pact/**',
      '!mock-server/src/testing/**',
      NOT_TESTS,
    ],
    { paths: BACKEND_PATHS, patterns: [HANDLER_TABLES, NO_OFFLINE] },
  ),
  // The assembly's server and the test wiring: the stand-ins are theirs to wire in.
  restrict(
    ['mock-server/src/server.ts', 'mock-server/src/pact/**', 'mock-server/src/testing/**', NOT_TESTS],
    {
      paths: BACKEND_PATHS,
      patterns: [HANDLER_TABLES],
    },
  ),
  restrict(['mock-server/src/http/handlers/**', NOT_TESTS], { paths: BACKEND_PATHS, patterns: [NO_OFFLINE] }),
  restrict(['mock-server/src/domain/**', NOT_TESTS], {
    paths: BACKEND_PATHS,
    patterns: [
      {
        group: [
          '**/http/**',
          '**/assistant/**',
          '**/offline/**',
          '**/seed/**',
          '**/pact/**',
          '**/testing/**',
          '**/import/**',
          '**/mail/**',
          '**/app.ts',
          '**/server.ts',
          '**/main.ts',
          '**/config.ts',
        ],
        message:
          'mock-server: the domain is pure over the repositories; the handlers, the assistant, the offline stand-ins and the seed use it, never the other way round.',
      },
    ],
  }),
  restrict(['mock-server/src/assistant/**', NOT_TESTS], {
    paths: BACKEND_PATHS,
    patterns: [OFF_HTTP, NO_OFFLINE],
  }),
  restrict(['mock-server/src/offline/**', 'mock-server/src/seed/**', NOT_TESTS], {
    paths: BACKEND_PATHS,
    patterns: [OFF_HTTP],
  }),
  // Not an import rule, but one more override would replace it: the backend's functions stay small.
  {
    includes: ['mock-server/src/**', NOT_TESTS],
    linter: {
      rules: {
        complexity: {
          noExcessiveLinesPerFunction: { level: 'error', options: { maxLines: 80, skipBlankLines: true } },
        },
      },
    },
  },
];

/** The file's text: the overrides in the order Biome applies them (a later one replaces a rule). */
export function boundaries(): string {
  const config = {
    $schema: '../../node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [...packages, ...web, ...backend],
  };
  return `// Generated by scripts/boundaries.ts from its layers and the folders of web/src/features
// (${FEATURES.join(', ')}). Do not edit: run \`pnpm generate\`.
${JSON.stringify(config, null, 2)}
`;
}

if (import.meta.main) {
  const file = join(ROOT, OUT);
  const text = boundaries();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${OUT} differs from what scripts/boundaries.ts writes: run \`pnpm generate\`.`);
      process.exit(1);
    }
    console.log(`${OUT} matches the layers and features.`);
  } else {
    writeFileSync(file, text);
    console.log(`Wrote ${OUT}.`);
  }
}
