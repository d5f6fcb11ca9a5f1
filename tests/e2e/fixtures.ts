import { type BrowserContext, test as base, expect } from '@playwright/test';
import { backendFor, type E2eBackend } from './backends.ts';
import { IdentityProviderSessions, openSignedIn, type SignedIn } from './signed-in.ts';

export type { SignedIn, SignedInOptions, SignedInPage } from './signed-in.ts';
export { expect };

/** The lists each watched context reports its violations to. */
const policySinks = new WeakMap<BrowserContext, string[][]>();

/** Marks a context's pages so that every Content Security Policy violation is reported to the test. */
export async function watchPolicy(context: BrowserContext, violations: string[]) {
  const sinks = policySinks.get(context);
  // Watched already (a context made while a journey's own watch is on): one report, to both.
  if (sinks) {
    sinks.push(violations);
    return;
  }
  policySinks.set(context, [violations]);
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    for (const sink of policySinks.get(context) ?? []) sink.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void })
        .__reportPolicyViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Every journey runs under the portal's strict Content Security Policy: it fails when any page of
 * it, in its own context or in one it opens, reports a violation (issue 14).
 *
 * `signedIn` opens a new context already signed in as a demo account, in a tenant, without the
 * sign-in pages (e2e/signed-in.ts): `const { context, page } = await signedIn({ upn, tenant })`.
 * Journeys that check the sign-in itself go through the pages with e2e/sign-in.ts instead.
 */
export const test = base.extend<
  { policyViolations: string[]; signedIn: SignedIn },
  { backend: E2eBackend; identityProviderSessions: IdentityProviderSessions }
>({
  // The worker's own backends (e2e/backends.ts): every page of the test, in its context or in one it
  // opens with browser.newContext, goes to them.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  backend: [async ({}, use, workerInfo) => use(backendFor(workerInfo.parallelIndex)), { scope: 'worker' }],
  // Each demo account signs in at each backend's identity provider once per worker, on first use.
  identityProviderSessions: [
    async ({ playwright }, use) => {
      const sessions = new IdentityProviderSessions(playwright.request);
      await use(sessions);
      await sessions.dispose();
    },
    { scope: 'worker' },
  ],
  // Its contexts are made by browser.newContext once the policy watch is on, and closed after the test.
  signedIn: async ({ browser, playwright, backend, identityProviderSessions, policyViolations: _ }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const signedIn = await openSignedIn(
        browser,
        playwright.request,
        identityProviderSessions,
        backend,
        options,
      );
      opened.push(signedIn.context);
      return signedIn;
    });
    for (const context of opened) await context.close();
  },
  baseURL: async ({ backend }, use) => use(`http://localhost:${backend.port}`),
  policyViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, args);
        await watchPolicy(context, violations);
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content Security Policy violations during the journey').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, policyViolations }, use) => {
    await watchPolicy(context, policyViolations);
    await use(context);
  },
});
