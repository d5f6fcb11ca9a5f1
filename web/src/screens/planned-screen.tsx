import * as ui from '../ui/styles.css.ts';
import type { ScreenProps } from './registry.ts';
import * as styles from './screens.css.ts';

/** A screen whose data view is not in this build yet: it says what it will show. */
export default function PlannedScreen({ title, description }: ScreenProps) {
  return (
    <section className={styles.screen} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p>{description}</p>
      <p className={ui.muted}>
        The data view of this screen is not available in this build of the portal yet.
      </p>
    </section>
  );
}
