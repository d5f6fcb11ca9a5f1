import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appOutcome,
  type OpenedApp,
  openApp,
  pressTryAgain,
  settle,
  tryAgainButtons,
} from '../../web/src/testing/app-harness.ts';
import { portalScreens } from '../e2e/routes.ts';
import { FAULTS, type Fault, SESSION_OPS, TIMER_OPS } from '../fault-model.ts';
import { API_BASE_URL, startReferenceBackend } from './reference-backend.ts';

/**
 * The bulk of the fault matrix (issue 14, split by issue 26): every screen of the demo menu, the
 * settings sections and the other pages, in jsdom against the reference backend's demo data. For
 * each fault, the screen's own calls (what it calls beyond the calls every page makes, which the
 * browser journeys fault with the session's refresh and the keepalive) are answered with it; the
 * screen must show its fallback, never a blank page, never a render that threw, and once the
 * backend answers again (Try again, or the page opened anew) the data. A call that another
 * failure kept from being made is faulted again on its own, so each call fails four ways.
 */

const ADMIN = 'admin@contoso.example';

/**
 * The screens of share `part` of `parts` (so that Vitest runs the shares side by side, one file
 * each). An embedded report loads in a frame from the report host, which jsdom does not run: the
 * report screens are faulted in the browser (e2e/faults).
 */
export function componentScreens(part: number, parts: number): string[] {
  return portalScreens()
    .filter((screen) => screen.kind !== 'report')
    .map((screen) => screen.path)
    .filter((_, index) => index % parts === part - 1);
}

/** Defines the tests of the screens of share `part` of `parts`, in the file that calls it. */
export async function describeScreenFaults(part: number, parts: number): Promise<void> {
  const backend = await startReferenceBackend();
  const screens = componentScreens(part, parts);

  /** What React and the router reported as thrown while rendering, since the last look. */
  const thrown: string[] = [];
  const consoleError = console.error;

  beforeAll(() => {
    backend.listen();
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (/caught the following error|uncaught|above error occurred/i.test(text))
        thrown.push(text.slice(0, 300));
      else consoleError(...args);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await backend.close();
  });

  async function open(path: string): Promise<OpenedApp> {
    return openApp(path, {
      apiBaseUrl: API_BASE_URL,
      upn: ADMIN,
      tenant: 'contoso',
      identityToken: await backend.identityToken(ADMIN),
    });
  }

  /** Each screen's calls when nothing fails, and what it showed. */
  const clean = new Map<string, { calls: Set<string>; outcome: string }>();
  /** The calls every page makes: the shell's. */
  let shell = new Set<string>();

  beforeAll(async () => {
    for (const path of screens) {
      backend.forget();
      const app = await open(path);
      try {
        await settle(app, backend.pending);
        clean.set(path, { calls: new Set(backend.seen), outcome: appOutcome(app) });
      } finally {
        await app.close();
      }
    }
    const all = [...clean.values()].map((screen) => screen.calls);
    shell = new Set([...(all[0] ?? [])].filter((op) => all.every((calls) => calls.has(op))));
  });

  /** A screen's own calls: beyond the shell's, the session's and the timers'. */
  const ownCalls = (path: string) =>
    new Set(
      [...(clean.get(path)?.calls ?? [])].filter(
        (op) => !shell.has(op) && !SESSION_OPS.has(op) && !TIMER_OPS.has(op),
      ),
    );

  interface Row {
    fault: Fault;
    ops: string[];
    during: string;
    after: string;
  }

  /**
   * Opens `path` with the calls of `ops` answered by `fault`, judges the page, then lets the backend
   * answer and judges it again. What went wrong goes to `problems`.
   */
  async function faultScreen(path: string, ops: Set<string>, fault: Fault, problems: string[]): Promise<Row> {
    const label = `${path} × ${fault}${ops.size === 1 ? ` (${[...ops][0]})` : ''}`;
    const row: Row = { fault, ops: [], during: '', after: '' };
    backend.forget();
    thrown.length = 0;
    backend.inject(ops, fault);
    let app = await open(path);
    try {
      if (fault === 'slow answer') {
        // While an answer is held back the page shows that it waits, or what it has, never nothing.
        await waitFor(() => expect(backend.held()).toBeGreaterThan(0), { timeout: 10_000 }).catch(
          () => undefined,
        );
        await waitFor(() => expect(appOutcome(app)).not.toBe('blank'), { timeout: 10_000 }).catch(
          () => undefined,
        );
        row.during = appOutcome(app);
        backend.release();
      }
      await settle(app, backend.pending);
      if (fault !== 'slow answer') row.during = appOutcome(app);
      row.ops = [...backend.faulted].sort();
      if (['blank', 'this page cannot be shown', 'sign-in page'].includes(row.during))
        problems.push(`${label}: ${row.during}`);
      if (row.during === 'loading' && fault !== 'slow answer')
        problems.push(`${label}: still loading after the failure`);
      if (thrown.length > 0) problems.push(`${label}: ${thrown.splice(0).join('; ')}`);
      backend.stop();
      // The backend answers again: Try again where the page offers it, else the page opened anew.
      if (fault !== 'slow answer') {
        if (tryAgainButtons().length > 0) {
          // Each box's Try again once; a box shown anew meanwhile (a panel that came in after
          // the others) is pressed in the next round, once the page is done.
          for (let round = 0; round < 3 && tryAgainButtons().length > 0; round += 1) {
            await pressTryAgain();
            await settle(app, backend.pending);
          }
        } else {
          await app.close();
          app = await open(path);
        }
      }
      await settle(app, backend.pending);
      row.after = appOutcome(app);
      if (row.after !== 'page shown') problems.push(`${label}: after recovery ${row.after}`);
      if (thrown.length > 0) problems.push(`${label} (recovering): ${thrown.splice(0).join('; ')}`);
    } finally {
      backend.stop();
      await app.close();
    }
    return row;
  }

  describe('every screen, its own calls failing four ways', () => {
    it('every screen shows its page when nothing fails, and the shell makes calls of its own', () => {
      expect(
        [...clean]
          .filter(([, screen]) => screen.outcome !== 'page shown')
          .map(([path, s]) => `${path}: ${s.outcome}`),
      ).toEqual([]);
      expect(shell.size).toBeGreaterThan(0);
    });

    for (const path of screens)
      it(`${path}: a fallback, never a blank page, and the data once the backend answers`, async (context) => {
        const own = ownCalls(path);
        // A screen whose calls are all the shell's: the browser journeys fault those.
        if (own.size === 0) context.skip();
        const problems: string[] = [];
        const rows: Row[] = [];
        for (const fault of FAULTS) {
          const row = await faultScreen(path, own, fault, problems);
          rows.push(row);
          for (const op of own)
            if (!row.ops.includes(op) && own.size > 1)
              rows.push(await faultScreen(path, new Set([op]), fault, problems));
        }
        expect(problems).toEqual([]);
        const unfaulted = FAULTS.flatMap((fault) =>
          [...own]
            .filter((op) => !rows.some((row) => row.fault === fault && row.ops.includes(op)))
            .map((op) => `${op} × ${fault}`),
        );
        expect(unfaulted, 'calls never faulted').toEqual([]);
      });
  });
}
