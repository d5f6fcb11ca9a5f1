import { configure } from '@testing-library/react';

// Testing Library's waits (findBy…, waitFor) wait for a state; their 1 s default is a speed limit
// that a whole-app render on a slow or busy machine can pass. 20 s is a hang guard, as the
// workspace's test timeouts are (scripts/vitest-guards.js).
configure({ asyncUtilTimeout: 20_000 });
