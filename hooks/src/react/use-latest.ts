import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value in a ref, updated after each render: lets a long-lived core object call the
 * newest callback without being rebuilt when the callback changes identity.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
