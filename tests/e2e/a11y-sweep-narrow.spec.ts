import { sweepAt, VIEWPORTS } from './a11y-sweep.ts';

// The accessibility sweep (a11y-sweep.ts) at 800x900.
sweepAt(VIEWPORTS.narrow);
