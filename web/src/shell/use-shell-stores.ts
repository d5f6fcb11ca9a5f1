import { useEffect, useMemo } from 'react';
import { usePortal } from '../lib/portal-context.tsx';
import { createShellStores, type ShellStores } from '../lib/shell-stores.ts';
import { useSessionState } from '../lib/use-session.ts';
import { useShellCalls } from './api.ts';

const NO_STRINGS: readonly string[] = [];

/** The frame's stores for an area (lib/shell-stores.ts), made once per user's personas and started while shown. */
export function useShellStores(area: 'portal' | 'videos'): ShellStores {
  const { storage, answers } = usePortal();
  const calls = useShellCalls();
  const { claims } = useSessionState();
  // Each token refresh brings new claim arrays with the same contents: key on the contents, so the
  // persona selection (and the menu) survive a refresh.
  const personaKey = (claims?.personas ?? NO_STRINGS).join('\n');
  const featureKey = (claims?.features ?? NO_STRINGS).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the features follow through the effect below
  const stores = useMemo(
    () =>
      createShellStores({
        area,
        personas: personaKey ? personaKey.split('\n') : [],
        features: featureKey ? featureKey.split('\n') : [],
        storage,
        answers,
        calls,
      }),
    [area, personaKey, storage, answers, calls],
  );
  useEffect(() => {
    stores.start();
    return () => stores.dispose();
  }, [stores]);
  useEffect(() => stores.menu.setFeatures(featureKey ? featureKey.split('\n') : []), [stores, featureKey]);
  return stores;
}
