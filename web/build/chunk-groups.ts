import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the start and the first signed-in page (issue 32): on HTTP/1.1 a browser
 * opens six connections to a host, so each further six small files cost a round trip. Rolldown's
 * automatic splitting made a chunk of every module shared by the entry and a lazy chunk (23 files
 * before the app started); these groups put back together what always loads together:
 *
 * - `start`: everything the entry (src/main.tsx) imports statically, which every page runs first;
 * - `frame`: what the signed-in frame, the menu-driven page and the screens' registry (src/app/frame.ts)
 *   import statically beyond it, which every signed-in page runs.
 *
 * The module graph is read at the end of the build (before chunks are made) by the plugin, and the
 * groups' tests look modules up in it: a group holds exactly the static closure of its roots, so it
 * never pulls in what its pages do not use (screens, charts, reports, chat and sign-in stay lazy).
 */
export function chunkGroups() {
  const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const appSources = src('');
  const groups = {
    start: { roots: [src('main.tsx')], modules: new Set<string>() },
    frame: {
      roots: [src('app/guarded-layout.tsx'), src('pages/dynamic-page.tsx')],
      modules: new Set<string>(),
    },
  };

  const plugin: Plugin = {
    name: 'portal-chunk-groups',
    apply: 'build',
    buildEnd() {
      const closure = (roots: readonly string[], exclude: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || exclude.has(id)) return;
          seen.add(id);
          // Only the app's own modules are walked: libraries and the workspace packages (hooks, sdk,
          // contracts) follow with them (includeDependenciesRecursively) as the bundler resolved
          // them; walking their index files would take every re-export, used or not.
          if (!id.startsWith(appSources)) return;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const root of roots) {
          if (!this.getModuleInfo(root)) this.error(`chunk groups: ${root} is not part of the build`);
          visit(root);
        }
        return seen;
      };
      groups.start.modules = closure(groups.start.roots, new Set());
      groups.frame.modules = closure(groups.frame.roots, groups.start.modules);
    },
  };

  const codeSplitting = {
    experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
    groups: [
      { name: 'start', priority: 20, test: (id: string) => groups.start.modules.has(id) },
      { name: 'frame', priority: 10, test: (id: string) => groups.frame.modules.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}
