import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** The series colours of the theme, in order. */
export const SERIES_COLOURS = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
] as const;

/** Filled shapes (bars, markers, pattern backgrounds) of series i. */
export const fill = SERIES_COLOURS.map((colour) => style({ fill: colour }));
/** Lines of series i. */
export const stroke = SERIES_COLOURS.map((colour) =>
  style({
    fill: 'none',
    stroke: colour,
    strokeWidth: 2,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  }),
);
/** Areas under a line: a light fill of the series colour. */
export const area = SERIES_COLOURS.map((colour) => style({ fill: colour, fillOpacity: 0.18 }));

/** Markers: the series colour with a ring of the surface, so overlapping markers stay apart. */
export const marker = SERIES_COLOURS.map((colour) =>
  style({
    fill: colour,
    stroke: vars.color.surface,
    strokeWidth: 1,
  }),
);

/** Forecasts and other estimates: dashed. */
export const dashed = style({ strokeDasharray: '6 4' });

/** The lines and dots drawn over a pattern's background. */
export const patternInk = style({ stroke: vars.color.surface, strokeWidth: 1.5, fill: vars.color.surface });

export const overFill = style({ fill: vars.color.chartOver });
export const budgetStroke = style({
  fill: 'none',
  stroke: vars.color.chartBudget,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const budgetLink = style({
  fill: 'none',
  stroke: vars.color.chartBudget,
  strokeWidth: 1,
  strokeDasharray: '3 3',
});
export const overMarker = style({ fill: vars.color.chartOver, stroke: vars.color.surface, strokeWidth: 1 });
export const overMarkerInk = style({ fill: vars.color.surface });
