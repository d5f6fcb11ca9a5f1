import { Link } from 'react-router';
import * as styles from './not-found-page.css.ts';

/** Shown for routes the portal does not have. */
export function NotFoundPage() {
  return (
    <main className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <p>
        <Link className={styles.link} to="/login">
          Go to sign-in
        </Link>
      </p>
    </main>
  );
}
