import { type BrowserContext, test as base, expect } from '@playwright/test';

export { expect };

/** Marks a context's pages so that every Content Security Policy violation is reported to the test. */
export async function watchPolicy(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    violations.push(text);
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
 */
export const test = base.extend<{ policyViolations: string[] }>({
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
