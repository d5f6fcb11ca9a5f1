import type { ReactNode } from 'react';
import * as styles from './kpi-tiles.css.ts';

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface KpiChange {
  direction: ChangeDirection;
  /** What follows the direction word: '7.4% from September 2026' reads 'Up 7.4% from September 2026'. */
  text: string;
  /**
   * Whether the change is welcome: cost going up is 'bad', savings going up 'good'. Only colours
   * it; the words and the arrow say the direction either way. Default 'neutral'.
   */
  tone?: 'good' | 'bad' | 'neutral';
}

export interface KpiTile {
  /** Keys the tile; default the label. */
  id?: string;
  label: string;
  /** The figure, already formatted ('$19,450.00'); '…' while it loads. */
  value: ReactNode;
  /** A line under the value (what the figure is, its period, or why it is missing). */
  note?: ReactNode;
  change?: KpiChange;
}

/** The direction of an exact change amount ('-12.50' is down, '0.00' flat). */
export function changeDirection(amount: string): ChangeDirection {
  if (/^-?0*(\.0*)?$/.test(amount)) return 'flat';
  return amount.trim().startsWith('-') ? 'down' : 'up';
}

const WORDS: Record<ChangeDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };
const ARROWS: Record<ChangeDirection, string> = { up: '▲', down: '▼', flat: '▶' };

/**
 * Key figures as a description list: each tile a label (`dt`) with its value, note and change
 * (`dd`s). The change's direction is told in words ('Up 7.4% from September'); the arrow and the
 * colour only repeat it.
 */
export function KpiTiles({ tiles }: { tiles: readonly KpiTile[] }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.id ?? tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
          {tile.change ? (
            <dd className={`${styles.change} ${styles.tone[tile.change.tone ?? 'neutral']}`}>
              <span className={styles.arrow} aria-hidden="true">
                {ARROWS[tile.change.direction]}
              </span>
              {tile.change.direction === 'flat' || !tile.change.text
                ? WORDS[tile.change.direction]
                : `${WORDS[tile.change.direction]} ${tile.change.text}`}
            </dd>
          ) : null}
          {tile.note ? <dd className={styles.note}>{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
