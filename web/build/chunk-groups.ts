import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { AREA_PATHS } from '../src/lib/fixed-pages.ts';
import { ROUTE_PRELOADS_ID, type RoutePreload, type RoutePreloads } from '../src/lib/route-preloads.ts';

/**
 * Fewer, larger chunks for the start and the first signed-in page (issue 32): on HTTP/1.1 a browser
 * opens six connections to a host, so each further six small files cost a round trip. Rolldown's
 * automatic splitting made a chunk of every module shared by the entry and a lazy chunk (23 files
 * before the app started); these groups put back together what always loads together:
 *
 * - `early`: the page's first script (src/early.ts), which every page runs before the others;
 * - `start`: everything the entry (src/main.tsx) imports statically beyond it, and what the frame
 *   shares with the pages before a sign-in, which every page runs first;
 * - `frame`: what the signed-in frame, the menu-driven page and the screens' registry (src/app/frame.ts)
 *   import statically beyond those, which every signed-in page runs.
 *
 * The module graph is read at the end of the build (before chunks are made) by the plugin, and the
 * groups' tests look modules up in it: a group holds exactly the static closure of its roots, so it
 * never pulls in what its pages do not use (screens, charts, reports, chat and sign-in stay lazy).
 */
export function chunkGroups() {
  const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const appSources = src('');
  const groups = {
    early: { roots: [src('early.ts')], modules: new Set<string>() },
    start: { roots: [src('main.tsx')], modules: new Set<string>() },
    frame: { roots: [src('app/frame.ts')], modules: new Set<string>() },
  };
  // The pages before a sign-in: what they share with the frame goes to the start chunk, so /login
  // does not load the frame.
  const signedOutPages = [
    'auth/login-page.tsx',
    'auth/onboarding-page.tsx',
    'auth/authenticate-page.tsx',
    'auth/select-tenant-page.tsx',
  ].map(src);

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
      groups.early.modules = closure(groups.early.roots, new Set());
      groups.start.modules = closure(groups.start.roots, groups.early.modules);
      const loaded = new Set([...groups.early.modules, ...groups.start.modules]);
      const frame = closure(groups.frame.roots, loaded);
      // What the frame shares with the pages before a sign-in comes with the start, which both load.
      for (const id of closure(signedOutPages, loaded)) if (frame.has(id)) groups.start.modules.add(id);
      groups.frame.modules = new Set([...frame].filter((id) => !groups.start.modules.has(id)));
    },
    // The app's page gets the early script first (src/early.ts: the session's refresh before the
    // app's code arrives) and, as data, the frame's chunks, which that script preloads on a portal
    // page: per page, so /login does not load the frame.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html') || !context.bundle) return [];
        return earlyTags(context.bundle, [
          { path: AREA_PATHS.portal, prefix: true, module: src('app/frame.ts') },
          { path: '/login', prefix: false, module: src('auth/login-page.tsx') },
        ]);
      },
    },
  };

  const codeSplitting = {
    experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
    groups: [
      { name: 'early', priority: 30, test: (id: string) => groups.early.modules.has(id) },
      { name: 'start', priority: 20, test: (id: string) => groups.start.modules.has(id) },
      { name: 'frame', priority: 10, test: (id: string) => groups.frame.modules.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}

const chunks = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');

/** The early script's tag, and the chunks each route starts with (scripts and style sheets) as a data block. */
function earlyTags(
  bundle: Rolldown.OutputBundle,
  routes: { path: string; prefix: boolean; module: string }[],
): HtmlTagDescriptor[] {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const early = all.find((chunk) => chunk.isEntry && chunk.name === 'early');
  if (!early) throw new Error('chunk groups: the early chunk is missing from the build');
  const closure = (files: Iterable<string>, into = new Set<string>()) => {
    const visit = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return into;
  };
  // What the page loads anyway (the entries and their static imports) is not preloaded again.
  const loaded = closure(all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const preloads: RoutePreloads = {
    routes: routes.map(({ path, prefix, module }): RoutePreload => {
      const chunk = all.find((candidate) => candidate.facadeModuleId === module);
      if (!chunk) throw new Error(`chunk groups: no chunk for ${module}`);
      const scripts = [...closure([chunk.fileName])].filter((file) => !loaded.has(file));
      const styles = scripts.flatMap((file) => [
        ...((byFile.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata
          ?.importedCss ?? []),
      ]);
      return {
        path,
        prefix,
        scripts: scripts.map((file) => `/${file}`),
        styles: styles.map((file) => `/${file}`),
      };
    }),
  };
  return [
    {
      tag: 'script',
      attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
      injectTo: 'head-prepend',
    },
    {
      tag: 'script',
      attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
      children: JSON.stringify(preloads).replace(/</g, '\\u003c'),
      injectTo: 'head',
    },
  ];
}
