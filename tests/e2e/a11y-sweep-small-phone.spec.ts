import { sweepAt, VIEWPORTS } from './a11y-sweep.ts';

// The accessibility sweep (a11y-sweep.ts) on a small phone, 360x800 with touch, every page and dialog fitting.
sweepAt(VIEWPORTS.smallPhone);
