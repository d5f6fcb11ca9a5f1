import type { IdentityAnswer } from '@portal/hooks/session';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../lib/portal-context.tsx';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';

/** Reads the identity provider's answer on this page (MSAL loads only here and on /login). */
async function readIdentityAnswer(portal: ReturnType<typeof usePortal>): Promise<IdentityAnswer> {
  try {
    const { createIdentityClient } = await import('./identity-client.ts');
    const result = await (await createIdentityClient(portal.config, window.location.origin)).completeSignIn();
    if (!result) {
      console.warn('No answer from the identity provider');
      return { kind: 'none' };
    }
    return { kind: 'answer', idToken: result.idToken || undefined, claims: result.idTokenClaims };
  } catch (error) {
    console.warn('The identity provider answer could not be read:', error);
    return {
      kind: 'failed',
      detail: error instanceof Error ? error.message : 'the sign-in answer could not be read',
    };
  }
}

/** /id_token: reads the identity provider's answer and signs in to the portal (audit name 'Authenticate'). */
export function AuthenticatePage() {
  const portal = usePortal();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // The provider's answer can be read once only; StrictMode's second effect must not read it again.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const destination = await portal.signIn.complete(await readIdentityAnswer(portal));
      navigate(destination, { replace: true });
    })();
  }, [portal, navigate]);

  return (
    <main className={ui.page} aria-labelledby="authenticate-title">
      <div className={ui.pageCard}>
        <h1 id="authenticate-title">Signing you in</h1>
        <Progress label="Signing you in" />
      </div>
    </main>
  );
}
