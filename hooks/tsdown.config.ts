import { defineConfig } from 'tsdown';

// The published build: ES modules with declarations, one entry per public door. The workspace
// itself imports the TypeScript sources; `pnpm pack` swaps in these files (publishConfig).
export default defineConfig({
  entry: {
    // One entry per area of the framework-free core, and the React bindings.
    session: 'src/session.ts',
    menu: 'src/menu.ts',
    tables: 'src/tables.ts',
    forms: 'src/forms.ts',
    chat: 'src/chat.ts',
    reports: 'src/reports.ts',
    money: 'src/money.ts',
    frame: 'src/frame.ts',
    store: 'src/store.ts',
    pipelines: 'src/pipelines.ts',
    notifications: 'src/notifications.ts',
    'react/index': 'src/react/index.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  dts: true,
  sourcemap: true,
  clean: true,
  outDir: 'dist',
  deps: { neverBundle: [/^@portal\/sdk/, /^react/] },
});
