// The sorting benchmark (issue 15): the portal's DataTable over 100,000 rows (web/bench/table, built
// into web/dist/__table), sorted by clicking its headers in Debian's Chromium. For each sort the
// longest task (Long Tasks API, an observer installed just before the click, read once the sorted
// rows are shown and 300 ms more have passed) and the click's own duration (Event Timing API, from
// the input to the next paint). Target: no task over 100 ms. Writes the figures as JSON (--json FILE).
//
//   node bench/table.ts [--origin http://localhost:PORT] [--json FILE] [--cpu]
//
// --cpu records a Chrome trace around each interaction and adds the renderer main thread's CPU time:
// of the longest task, and of the busiest task (a long task with little CPU time waited for a core).
//
// Run from tests/ after `pnpm run build`. Without --origin it starts its own backend on loopback. The
// table page is built (web/bench/table/vite.config.ts, a few seconds) when the backend answers 404
// for it: the portal's build empties web/dist.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { freePort, ROOT, startBackend } from './backend.ts';

const ROWS = 100_000;

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** Builds web/bench/table into web/dist/__table (the portal's build empties web/dist). */
function buildTablePage(): Promise<void> {
  const web = join(ROOT, 'web');
  const child = spawn(
    process.execPath,
    [join(web, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'bench/table/vite.config.ts'],
    { cwd: web, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the table page's build failed (${code})`)),
    ),
  );
}

interface Figure {
  /** The longest task while the sort ran, in ms (0: none over 50 ms, the Long Tasks API's floor). */
  longestTaskMs: number;
  /** The click's or key's duration, input to next paint (Event Timing API), in ms. */
  eventMs: number;
  /** The first row's cells once sorted: a check that the sort happened. */
  firstRow: string;
  /** With --cpu: the main thread's busiest task by its own CPU time, and the longest task's CPU time (Chrome tracing). */
  cpu?: { busiestTaskCpuMs: number; longestTaskCpuMs: number };
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread's tasks in a trace: the busiest by CPU time, and the CPU time of the longest. */
function taskCpu(trace: Buffer): { busiestTaskCpuMs: number; longestTaskCpuMs: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur !== undefined,
  );
  const longest = tasks.reduce<TraceEvent | undefined>(
    (a, e) => (!a || (e.dur ?? 0) > (a.dur ?? 0) ? e : a),
    undefined,
  );
  return {
    busiestTaskCpuMs: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
    longestTaskCpuMs: (longest?.tdur ?? 0) / 1000,
  };
}

type Window_ = Window & { __tasks: number[]; __events: number[] };

const CPU = process.argv.includes('--cpu');

/** Runs an interaction between a fresh long-task observer and its reading. */
async function measure(
  page: Page,
  interaction: () => Promise<void>,
  shown: () => Promise<void>,
): Promise<Figure> {
  if (CPU)
    await page
      .context()
      .browser()
      ?.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(() => {
    const w = window as unknown as Window_;
    w.__tasks = [];
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (['click', 'keydown', 'pointerup', 'keyup'].includes(entry.name)) w.__events.push(entry.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  });
  await interaction();
  await shown();
  // The paint after the sorted rows, then 300 ms for any task still to come (and the observers' delivery):
  // a window of measure, not a wait for a state (a long task that may still come has none to wait for).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(300);
  const { tasks, events } = await page.evaluate(() => {
    const w = window as unknown as Window_;
    return { tasks: w.__tasks, events: w.__events };
  });
  const firstRow = await page
    .getByRole('row')
    .nth(1)
    .getByRole('gridcell')
    .allTextContents()
    .then((cells) => cells.join(' | '));
  const trace = CPU ? await page.context().browser()?.stopTracing() : undefined;
  return {
    longestTaskMs: Math.max(0, ...tasks),
    eventMs: Math.max(0, ...events),
    firstRow,
    ...(trace ? { cpu: taskCpu(trace) } : {}),
  };
}

const header = (page: Page, name: string): Locator =>
  page.getByRole('columnheader', { name: new RegExp(`^${name}`) });

/** Waits until the column's header says it sorts, in which place and direction. */
async function sortedBy(page: Page, name: string, direction: 'ascending' | 'descending', place = 1) {
  const cell = header(page, name);
  if (place === 1) {
    await page.locator(`th[aria-sort=${direction}]`).filter({ hasText: name }).waitFor({ timeout: 30_000 });
  } else {
    await cell.getByText(`, sort ${place}, ${direction}`).waitFor({ state: 'attached', timeout: 30_000 });
  }
}

async function sorts(page: Page): Promise<Record<string, Figure>> {
  const figures: Record<string, Figure> = {};
  const click = (name: string, modifiers: ('Shift' | 'Control')[] = []) =>
    header(page, name).getByRole('button').click({ modifiers });
  for (const name of ['Resource', 'Service', 'Cost']) {
    figures[`${name} ascending`] = await measure(
      page,
      () => click(name),
      () => sortedBy(page, name, 'ascending'),
    );
    figures[`${name} descending`] = await measure(
      page,
      () => click(name),
      () => sortedBy(page, name, 'descending'),
    );
  }
  // Cost is sorted descending: a third click would unsort it. Shift adds Date as the second key.
  figures['Cost descending + Date (Shift)'] = await measure(
    page,
    () => click('Date', ['Shift']),
    () => sortedBy(page, 'Date', 'ascending', 2),
  );
  // The keyboard: Enter on the focused header button sorts by that column alone.
  figures['Region ascending (Enter)'] = await measure(
    page,
    () => header(page, 'Region').getByRole('button').press('Enter'),
    () => sortedBy(page, 'Region', 'ascending'),
  );
  figures['Region descending (Enter)'] = await measure(
    page,
    () => page.keyboard.press('Enter'),
    () => sortedBy(page, 'Region', 'descending'),
  );
  figures['unsorted (Enter)'] = await measure(
    page,
    () => page.keyboard.press('Enter'),
    async () => {
      await page.locator('th[aria-sort=ascending], th[aria-sort=descending]').waitFor({ state: 'detached' });
    },
  );
  return figures;
}

const origin = argument('--origin');
let backend: ChildProcess | undefined;
let dataDir: string | undefined;
let base = origin;
if (!base) {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-table-'));
  const port = await freePort();
  backend = await startBackend(port, dataDir);
  base = `http://localhost:${port}`;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
  let response = await page.goto(`${base}/__table/index.html`);
  if (response?.status() === 404) {
    await buildTablePage();
    response = await page.goto(`${base}/__table/index.html`);
  }
  if (!response?.ok()) throw new Error(`/__table/index.html answered ${response?.status()}`);
  await page.getByRole('grid', { name: 'Cost by resource' }).waitFor();
  await page
    .getByText(`Showing ${ROWS.toLocaleString('en-US')} of ${ROWS.toLocaleString('en-US')}`)
    .waitFor();
  await page.getByRole('gridcell').first().waitFor();
  // The page stands 2 s after its rows appear, as a user reads before sorting, while the table ranks
  // its columns in idle slices: the long tasks of those 2 s are a figure too (a window of measure: the
  // figure is what happens in it, so no state can stand for it).
  const idle = await measure(
    page,
    async () => {},
    () => page.waitForTimeout(2000),
  );
  const figures = { 'idle 2 s after the rows appear': idle, ...(await sorts(page)) };
  const longestTaskMs = Object.fromEntries(
    Object.entries(figures).map(([name, f]) => [name, f.longestTaskMs]),
  );
  const eventMs = Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, f.eventMs]));
  const worstMs = Math.max(...Object.values(longestTaskMs));
  const cpuMs = CPU
    ? Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, f.cpu]))
    : undefined;
  console.log(`Sorting ${ROWS.toLocaleString('en-US')} rows: longest task and input-to-paint per sort`);
  for (const [name, figure] of Object.entries(figures)) {
    const cpu = figure.cpu
      ? `  CPU ${figure.cpu.longestTaskCpuMs.toFixed(0).padStart(4)} / ${figure.cpu.busiestTaskCpuMs.toFixed(0).padStart(4)} ms`
      : '';
    console.log(
      `  ${name.padEnd(32)} ${figure.longestTaskMs.toFixed(0).padStart(5)} ms  ${figure.eventMs.toFixed(0).padStart(5)} ms${cpu}   ${figure.firstRow}`,
    );
  }
  console.log(`  worst long task ${worstMs.toFixed(0)} ms (target: none over 100 ms)`);
  const json = argument('--json');
  if (json)
    writeFileSync(
      json,
      `${JSON.stringify({ date: new Date().toISOString(), rows: ROWS, longestTaskMs, eventMs, worstMs, cpuMs, loadAverage: loadavg() }, null, 2)}\n`,
    );
} finally {
  await browser.close();
  backend?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
