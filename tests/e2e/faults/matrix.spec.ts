import { writeFileSync } from 'node:fs';
import {
  expect,
  FAULTS,
  faultScreens,
  matrixRows,
  planFaults,
  type Row,
  recordedCalls,
  recordedRows,
  reportScreens,
  TIMER_OPS,
  test,
} from './harness.ts';

/**
 * The fault matrix's last project (harness.ts): every call the report screens and the shell made,
 * and the shell's timed calls, failed each of the four ways on some screen, and each sample screen
 * was faulted; FAULT_MATRIX=path writes the matrix.
 */

const ACTION_NAMES = ['feedback', 'search', 'chat question', 'general settings save', 'saved view'];

test("every call of the reports, the shell and its timers failed four ways, each sample's once, and the matrix of what the user saw", () => {
  const { calls, shellOps } = recordedCalls();
  const tests = [...new Set(planFaults(calls, shellOps).map((item) => item.test))];
  const missingRecords = tests.filter((name) => !recordedRows(name));
  expect(missingRecords, 'fault tests that recorded nothing').toEqual([]);
  const rows = tests.flatMap((name) => recordedRows(name) ?? []);
  // Four ways: the reports' calls, the shell's and the timers'; each sample's test recorded its rows
  // above (its every call × fault is the component matrix's).
  const reports = reportScreens();
  const fourWays = [...calls].filter(([path]) => reports.has(path)).map(([, ops]) => ops);
  const everyCall = new Set([...fourWays, shellOps, TIMER_OPS].flatMap((ops) => [...ops]));
  const missing = [...everyCall].flatMap((op) =>
    FAULTS.filter((fault) => !rows.some((row) => row.fault === fault && row.ops.includes(op))).map(
      (fault) => `${op} × ${fault}`,
    ),
  );
  expect(missing, 'calls never faulted').toEqual([]);
  if (process.env.FAULT_MATRIX && !process.env.FAULT_SCREENS) {
    const actions: Row[] = ACTION_NAMES.flatMap((name) => recordedRows(`action ${name}`) ?? []);
    writeFileSync(process.env.FAULT_MATRIX, matrix(rows, actions, faultScreens().length));
  }
});

function matrix(rows: Row[], actions: Row[], screens: number): string {
  return `${[
    '# Fault matrix',
    '',
    'Written by the fault projects of the Playwright journeys (`tests/e2e/faults/`, issues 14 and 26):',
    `the calls the web app made on ${screens} screens in Chromium (every embedded report, one sample of`,
    "each other kind of screen, the shell's calls on the home page), answered with each fault, and what",
    'the user saw. Every call of every other screen fails the same four ways in the component matrix',
    '(`tests/components/`, jsdom against the reference backend, part of `pnpm test:unit`). Regenerate',
    'with `FAULT_MATRIX=../docs/fault-matrix.md pnpm exec playwright test --project fault-matrix` in',
    '`tests/` (it runs the projects it depends on first).',
    '',
    "'error, Try again': the screen's error with its Try again button; 'page shown': the page with the",
    "call's fallback (an empty list, the default, a swallowed audit call); 'page not found': the spec's",
    "fallback for a failed page read; 'sign-in page': a session that cannot be restored. A slow answer",
    'is held back until the page has shown what it shows while waiting (before the arrow), then let',
    'through (after it). Every cell also means: no blank page, no unhandled error, and the data back',
    'once the backend answers again.',
    '',
    ...matrixRows(rows),
    '',
    '## Actions',
    '',
    "The calls of a user's actions (feedback, search, a chat question, saving the general settings,",
    "saving a view), each failing while the user acts: 'the failure message' is the spec's message for",
    'it (section 8), with what the user typed kept; then the user tries again and it is done.',
    '',
    ...matrixRows(actions),
  ].join('\n')}\n`;
}
