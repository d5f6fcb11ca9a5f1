import { sweepAt, VIEWPORTS } from './a11y-sweep.ts';

// The accessibility sweep (a11y-sweep.ts) at 1920x1080.
sweepAt(VIEWPORTS.wide);
