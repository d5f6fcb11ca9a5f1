import { configure } from '@testing-library/react';

// Testing Library's waits wait for a state: 20 s is a hang guard, not its 1 s speed limit
// (the workspace's test timeouts are, too: scripts/vitest-guards.js).
configure({ asyncUtilTimeout: 20_000 });
