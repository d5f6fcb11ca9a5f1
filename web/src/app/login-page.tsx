import { useEffect } from 'react';
import * as styles from './not-found-page.css.ts';

/** The sign-in page; sign-in itself comes with the identity provider (see the README). */
export function LoginPage() {
  useEffect(() => {
    document.title = 'Cloud Portal - Sign In';
  }, []);
  return (
    <main className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title">Cloud Portal</h1>
      <p>Sign-in with the local identity provider is not available in this build yet.</p>
    </main>
  );
}
