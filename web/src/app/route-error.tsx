import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import * as styles from './not-found-page.css.ts';

/** What a route that failed says; never the error's inner details, which are logged instead. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `The page answered ${error.status} ${error.statusText}.`;
  // A chunk that failed to load (a new deployment, or the network dropped).
  if (error instanceof TypeError && /import|module/i.test(error.message))
    return 'Part of the portal could not be loaded. Reload the page to get the latest version.';
  return 'Something went wrong while showing this page.';
}

/**
 * The error element of a route: one broken page shows this in place of its content, while the
 * frame around it (menu, top bar) and every other page keep working.
 */
export function RouteError({ inFrame = false }: { inFrame?: boolean }) {
  const error = useRouteError();
  console.error('Route error:', error);
  const body = (
    <div role="alert">
      <h1 id="route-error-title">This page cannot be shown</h1>
      <p>{describe(error)}</p>
      <p>
        <a className={styles.link} href={window.location.href}>
          Reload the page
        </a>
        {inFrame ? null : (
          <>
            {' or '}
            <Link className={styles.link} to="/login">
              go to sign-in
            </Link>
          </>
        )}
      </p>
    </div>
  );
  return inFrame ? (
    body
  ) : (
    <main className={styles.page} aria-labelledby="route-error-title">
      {body}
    </main>
  );
}
