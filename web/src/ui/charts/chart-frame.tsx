import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { ScrollRegion } from '../scroll-region.tsx';
import * as styles from './chart-frame.css.ts';

export type ChartView = 'chart' | 'table';

export interface ChartFrameProps {
  /** The chart's title: its heading, the figure's accessible name and the table's caption. */
  title: string;
  /** The heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * The id of a heading already on the page that names the chart (a card's heading): the figure is
   * labelled by it and shows no heading of its own.
   */
  labelledBy?: string;
  /** What the chart shows, in words, for everybody (also the figure's description). */
  summary: ReactNode;
  /** A line under the summary (units, sources); optional. */
  note?: ReactNode;
  /** The legend, shown with the chart. */
  legend?: ReactNode;
  /** The graphic. */
  chart: ReactNode;
  /** The same figures as a table, shown instead of the graphic on request. */
  table: ReactNode;
  /** What shows first (default the chart). */
  defaultView?: ChartView;
}

/**
 * The frame of every chart: a `figure` named by its title and described by the summary, and a
 * "Show as table" / "Show as chart" button that swaps the graphic for a real table of the same
 * figures. The button's words say what it does (no aria-pressed, whose name would have to stay the
 * same); it stays in place, so focus does too.
 */
export function ChartFrame({
  title,
  headingLevel = 3,
  labelledBy,
  summary,
  note,
  legend,
  chart,
  table,
  defaultView = 'chart',
}: ChartFrameProps) {
  const [view, setView] = useState<ChartView>(defaultView);
  const id = useId();
  const titleId = labelledBy ?? `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <figure className={styles.figure} aria-labelledby={titleId} aria-describedby={`${id}-summary`}>
      <div className={labelledBy ? styles.headerEnd : styles.header}>
        {labelledBy ? null : (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        )}
        <Button
          className={styles.toggle}
          aria-controls={`${id}-body`}
          onPress={() => setView((shown) => (shown === 'chart' ? 'table' : 'chart'))}
        >
          {view === 'chart' ? 'Show as table' : 'Show as chart'}
        </Button>
      </div>
      <p id={`${id}-summary`} className={styles.summary}>
        {summary}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ScrollRegion id={`${id}-body`} className={styles.body} label={`${title}, ${view}`}>
        {view === 'chart' ? (
          <>
            {legend}
            {chart}
          </>
        ) : (
          table
        )}
      </ScrollRegion>
    </figure>
  );
}
