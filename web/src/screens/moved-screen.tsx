import type { ScreenProps } from './registry.ts';
import * as styles from './screens.css.ts';

/** Spec section 2: these partner screens show that the functionality has moved. */
export default function MovedScreen({ title }: ScreenProps) {
  return (
    <section className={styles.screen} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p role="note">This functionality has moved to the partner center of your reseller.</p>
    </section>
  );
}
