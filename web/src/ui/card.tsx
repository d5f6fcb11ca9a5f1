import { type ReactNode, useId } from 'react';
import * as page from './page.css.ts';
import * as screen from './screen.css.ts';

export interface CardProps {
  /** The card's heading: it names the card's region too. */
  title: ReactNode;
  children?: ReactNode;
  /**
   * `grid` (the default): a card of a screen's grid, its spacing the grid's; `stacked`: one of a
   * page's cards one under the other (the settings sections, the fixed pages).
   */
  layout?: 'grid' | 'stacked';
  className?: string;
  /** The heading's id, when something in the card refers to it (a chart named by the card's title). */
  headingId?: string;
  /** Controls beside the title (a tile's move and remove buttons). */
  actions?: ReactNode;
}

/** A titled card: a region named by its heading (h2), on the surface with the kit's border and corners. */
export function Card({ title, children, layout = 'grid', className, headingId, actions }: CardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const look = layout === 'grid' ? screen : page;
  return (
    <section className={className ? `${look.card} ${className}` : look.card} aria-labelledby={id}>
      {actions ? (
        <div className={screen.cardHeader}>
          <h2 id={id} className={look.cardTitle}>
            {title}
          </h2>
          {actions}
        </div>
      ) : (
        <h2 id={id} className={look.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
