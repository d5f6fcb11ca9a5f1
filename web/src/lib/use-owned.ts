import { type DependencyList, useEffect, useState } from 'react';

/**
 * An object this component owns and disposes: created in an effect, so React's double effects in
 * development make a fresh one rather than keep using one already disposed. Undefined on the first
 * render, until the effect has run.
 */
export function useOwned<T extends { dispose(): void }>(
  create: () => T,
  deps: DependencyList,
): T | undefined {
  const [owned, setOwned] = useState<T>();
  useEffect(
    () => {
      const value = create();
      setOwned(value);
      return () => value.dispose();
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the object depends on
    deps,
  );
  return owned;
}
