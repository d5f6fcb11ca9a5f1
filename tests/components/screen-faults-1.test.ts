import { describeScreenFaults } from './screen-faults.ts';

// Share 1 of 2 of the screens (screen-faults.ts): the two files run side by side.
await describeScreenFaults(1, 2);
