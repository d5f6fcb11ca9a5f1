import type { AuthenticationResult } from '@azure/msal-browser';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';
import { loginPayloadFrom } from './login-payload.ts';
import { destinationAfter } from './sign-in-outcome.ts';

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
      const { session } = portal;
      let result: AuthenticationResult | null;
      try {
        const { createIdentityClient } = await import('./identity-client.ts');
        result = await (await createIdentityClient(portal.config, window.location.origin)).completeSignIn();
      } catch (error) {
        console.warn('The identity provider answer could not be read:', error);
        const detail = error instanceof Error ? error.message : 'the sign-in answer could not be read';
        await session.logout({ code: 'unable-to-identify', detail });
        navigate('/login', { replace: true });
        return;
      }
      // No answer at all: back to sign-in.
      if (!result) {
        console.warn('No answer from the identity provider');
        navigate('/login', { replace: true });
        return;
      }
      const payload = loginPayloadFrom(result.idTokenClaims);
      if (!payload || !result.idToken) {
        await session.logout({ code: 'unidentified' });
        navigate('/login', { replace: true });
        return;
      }
      const outcome = await session.signIn(payload, result.idToken);
      navigate(await destinationAfter(outcome, portal), { replace: true });
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
