import { type BrowserContext, test as base, expect } from '@playwright/test';
import { backendFor, type E2eBackend } from './backends.ts';

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
 */
export const test = base.extend<{ policyViolations: string[] }, { backend: E2eBackend }>({
  // The worker's own backends (e2e/backends.ts): every page of the test, in its context or in one it
  // opens with browser.newContext, goes to them.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  backend: [async ({}, use, workerInfo) => use(backendFor(workerInfo.parallelIndex)), { scope: 'worker' }],
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
