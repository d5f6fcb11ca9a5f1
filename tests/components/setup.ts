import { configure } from '@testing-library/react';

// jsdom has no media queries; the browser answers them. No query matches here (a wide screen in
// light mode, motion allowed), as in the browser journeys' default page.
if (typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

// Testing Library's waits wait for a state: 20 s is a hang guard, not its 1 s speed limit
// (the workspace's test timeouts are, too: scripts/vitest-guards.js).
configure({ asyncUtilTimeout: 20_000 });
