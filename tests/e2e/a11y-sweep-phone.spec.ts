import { sweepAt, VIEWPORTS } from './a11y-sweep.ts';

// The accessibility sweep (a11y-sweep.ts) on a phone, 390x844 with touch, every page and dialog fitting.
sweepAt(VIEWPORTS.phone);
