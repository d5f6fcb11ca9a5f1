import { cookieSizeWarning } from '@portal/hooks/session';
import { useEffect, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { usePortal } from '../lib/portal-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionState } from '../lib/use-session.ts';
import { ActionButton } from '../ui/button.tsx';
import * as ui from '../ui/styles.css.ts';
import { noticeText } from './login-messages.ts';

/** /login: the product's sign-in page; the identity provider library loads only from here. */
export function LoginPage() {
  const { config, session } = usePortal();
  const { notice } = useSessionState();
  const [shownNotice] = useState(() => (notice ? noticeText(notice) : undefined));
  // Cookies over 4096 bytes (spec section 9): the sign-in may not get through.
  const [cookieWarning] = useState(() => cookieSizeWarning(document.cookie));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  useDocumentTitle(`${config.productName} - Sign In`);

  // The notice of a refused sign-in is shown once, then forgotten by the session.
  useEffect(() => {
    if (notice) session.dismissNotice();
  }, [notice, session]);

  async function signIn() {
    setBusy(true);
    setProblem(undefined);
    try {
      const { createIdentityClient } = await import('./identity-client.ts');
      const client = await createIdentityClient(config, window.location.origin);
      await client.signIn();
    } catch (error) {
      console.warn('Sign-in could not start:', error);
      setProblem('The sign-in service cannot be reached. Try again in a moment.');
      setBusy(false);
    }
  }

  return (
    <main className={ui.page} aria-labelledby="login-title">
      <div className={ui.pageCard}>
        <h1 id="login-title">{config.productName}</h1>
        <p className={ui.muted}>Cost, usage, licence and security data of your cloud services.</p>
        {shownNotice || problem ? (
          <p role="alert" className={ui.alertText}>
            {shownNotice ?? problem}
          </p>
        ) : null}
        {cookieWarning ? (
          <p role="note" className={ui.warningText}>
            {cookieWarning}
          </p>
        ) : null}
        <ActionButton variant="primary" onPress={signIn} isDisabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </ActionButton>
        <p className={ui.muted}>
          New tenant? Read about{' '}
          <AriaLink href="/register" className={ui.link}>
            onboarding
          </AriaLink>
          .
        </p>
      </div>
    </main>
  );
}
