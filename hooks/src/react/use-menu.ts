import { useEffect, useMemo } from 'react';
import { MenuController, type MenuControllerOptions, type MenuState } from '../core/menu-controller.ts';
import { useLatest } from './use-latest.ts';
import { useStore } from './use-store.ts';

/**
 * The menu for React: a {@link MenuController} that loads while mounted, reloads when the persona
 * selection changes and filters again when the feature rights change. A new area (videoLibrary)
 * or base path makes a new controller.
 */
export function useMenu(options: MenuControllerOptions): { state: MenuState; menu: MenuController } {
  const load = useLatest(options.load);
  const { videoLibrary, basePath } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: personas and features follow through the effects below
  const menu = useMemo(
    () =>
      new MenuController({
        ...options,
        load: (query, init) => load.current(query, init),
      }),
    [videoLibrary, basePath, load],
  );
  useEffect(() => {
    void menu.load();
    return () => menu.dispose();
  }, [menu]);
  const personasKey = options.personas.join('\n');
  const featuresKey = options.features.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the lists' contents, not their identity
  useEffect(() => menu.setPersonas(options.personas), [menu, personasKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the lists' contents, not their identity
  useEffect(() => menu.setFeatures(options.features), [menu, featuresKey]);
  return { state: useStore(menu), menu };
}
