import { Link as AriaLink } from 'react-aria-components';
import { usePortal } from '../lib/portal-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import * as ui from '../ui/styles.css.ts';

/** /register: what onboarding means for a new tenant. */
export function OnboardingPage() {
  const { config } = usePortal();
  useDocumentTitle('Onboarding');
  return (
    <main className={ui.page} aria-labelledby="onboarding-title">
      <div className={ui.pageCard}>
        <h1 id="onboarding-title">Onboarding</h1>
        <p>
          {config.productName} shows a tenant's data once your partner has onboarded the tenant. Onboarding
          connects the portal to your cloud platform and office suite data; it takes about a day for the first
          cost data to appear.
        </p>
        <p>Ask your partner to onboard your tenant, then sign in with your work account.</p>
        <p>
          <AriaLink href="/login" className={ui.link}>
            Go to sign-in
          </AriaLink>
        </p>
      </div>
    </main>
  );
}
