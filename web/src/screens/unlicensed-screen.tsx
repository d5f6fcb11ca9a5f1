import { UnlicensedCard } from '../reports/unlicensed-card.tsx';
import type { ScreenProps } from './registry.ts';
import * as styles from './screens.css.ts';

/**
 * The unlicensed placeholder: a page of a feature the tenant's licence does not include says so,
 * with the page's description and what to do, as the report view does for an unlicensed report.
 */
export default function UnlicensedScreen({ title, description }: ScreenProps) {
  return (
    <section className={styles.screen} aria-label={title}>
      <UnlicensedCard report={{ description }} />
    </section>
  );
}
