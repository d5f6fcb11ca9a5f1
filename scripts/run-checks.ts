/**
 * Every check of `./portal test`, two at a time where they do not get in each other's way, the
 * end-to-end journeys alone at the end. The `portal` script sets up first (Node, pnpm, the
 * dependencies, Chromium, ffmpeg when the help videos are stale, PACT_DO_NOT_TRACK), then runs
 *
 *   node scripts/run-checks.ts [--skip ID[,ID…]] [--jobs N] [--list]
 *
 * --skip (or PORTAL_TEST_SKIP=ID,…) leaves steps out: they and the steps that need them count as
 * skipped (`--skip e2e` runs everything but the Playwright journeys). --jobs (or PORTAL_TEST_JOBS)
 * changes how many steps run at a time (default 2, fewer on a one-core machine). --list prints the
 * plan. Each step writes its output to .test-logs/<id>.log, printed when the step fails. The last
 * line says `N passed, N failed` (`, N skipped` when any were); the exit status is 1 when any failed.
 * The scheduling itself is scripts/check-scheduler.ts.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatSeconds,
  Scheduler,
  type StepPlan,
  type StepState,
  summaryLine,
  summaryTable,
} from './check-scheduler.ts';

export interface Check extends StepPlan {
  /** What it checks, as the progress lines say. */
  readonly title: string;
  /** The command, run from the workspace root; also what to run to repeat it alone. */
  readonly command: readonly string[];
}

/**
 * The steps. Among those that may start, the one listed first starts first: the unit tests, then
 * the backend suite on PostgreSQL, the two that take longest and fill both cores themselves (two
 * Vitest workers each, vitest.config.ts); the short steps fill the other slot around them.
 *
 * Why these constraints (and no others):
 * - The unit tests' import-boundary test (scripts/import-boundaries.test.ts) writes probe modules
 *   into sdk/src, hooks/src, web/src and mock-server/src for a moment: imports that break the
 *   boundaries on purpose. A step that reads the source tree would see them, or see one vanish
 *   between listing and reading it: Biome (lint), tsc -b (typecheck), tsdown's declaration build
 *   (packages: its program is the tsconfig's files), the pacts' coverage check (scans web/src and
 *   hooks/src) and the help videos' stamp (hashes web/src). So `unit` runs apart from those five.
 * - `unit` and `postgres` run the same mock-server Vitest project; they share no temp file (every
 *   test folder is mkdtemp's), no port (servers on port 0; PostgreSQL alone on 127.0.0.1:55432, each
 *   test backend in a schema of its own) and Vitest writes its results cache atomically. They are
 *   kept apart all the same: each fills both cores, and together they would take as long as one
 *   after the other while every test in them took twice as long (no test fails for that: every
 *   Vitest project has two-minute hang guards, scripts/vitest-guards.js). The PostgreSQL step runs
 *   only the backend's files that reach the test database (mock-server/scripts/database-tests.ts).
 * - The PostgreSQL step may install Debian's postgresql with apt-get, and the nginx check
 *   nginx-light: two apt-gets at once fight over dpkg's lock, so `postgres` and `nginx` conflict.
 * - tsc -b writes only the packages' .tsbuild folders, tsdown (packages) only sdk/dist and
 *   hooks/dist, and neither reads the other's output (tsdown makes the same declarations with or
 *   without .tsbuild): typecheck and packages may run together, and beside everything else.
 * - test:pact writes pacts/pacts (the consumer tests) and then reads it (the provider
 *   verification) within the one step; nothing else reads pacts/pacts (Biome ignores it). Its
 *   mock servers and the verified backend listen on free ports.
 * - The build empties and rewrites web/dist, which budgets, help videos, nginx and the journeys
 *   read: they need it. The help videos add media/videos to web/dist (backend on port 8183), and
 *   the nginx check serves web/dist, media/videos included, and puts a config.json in it for the
 *   moment (free ports): it runs after the videos. Budgets only reads the build's scripts.
 * - generated code and contracts lint only read the contracts and the generated files.
 * - The end-to-end journeys (two Playwright workers, both cores; backends on 8181/8182 and
 *   8191/8192) run alone, last, and only when everything else passed.
 */
export const CHECKS: readonly Check[] = [
  {
    id: 'unit',
    title: 'Unit tests (Vitest)',
    command: ['pnpm', 'run', '--silent', 'test:unit'],
    conflicts: ['postgres', 'lint', 'typecheck', 'packages', 'pacts', 'videos'],
  },
  {
    id: 'postgres',
    title:
      "Backend suite on PostgreSQL (Debian's postgresql on 127.0.0.1:55432; two instances on one database)",
    command: [
      'node',
      'mock-server/scripts/local-postgres.ts',
      'run',
      '--',
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'mock-server',
    ],
    conflicts: ['nginx'],
  },
  {
    id: 'generated',
    title: 'Generated code matches the contracts and the import layers',
    command: ['pnpm', 'run', '--silent', 'check:generated'],
  },
  {
    id: 'contracts-lint',
    title: 'Contracts lint (Redocly, GraphQL)',
    command: ['pnpm', 'run', '--silent', 'lint:contracts'],
  },
  {
    id: 'lint',
    title: 'Lint (Biome)',
    command: ['pnpm', 'run', '--silent', 'lint'],
  },
  {
    id: 'typecheck',
    title: 'Typecheck (tsc -b)',
    command: ['pnpm', 'run', '--silent', 'typecheck'],
  },
  {
    id: 'packages',
    title: 'Packages (build, pack, load and type-check @portal/sdk and @portal/hooks)',
    command: ['pnpm', 'run', '--silent', 'check:packages'],
  },
  {
    id: 'pacts',
    title: 'Pact contracts (consumer tests, provider verification)',
    command: ['pnpm', 'run', '--silent', 'test:pact'],
  },
  {
    id: 'build',
    title: 'Build',
    command: ['pnpm', 'run', '--silent', 'build'],
  },
  {
    id: 'budgets',
    title:
      'JavaScript budgets from the build graph (/login, first signed-in page, screen chunks, lazy features, compressed copies)',
    command: ['node', 'scripts/bundle-report.ts'],
    needs: ['build'],
  },
  {
    id: 'videos',
    title: 'Help videos (recorded again when the UI or a journey changed)',
    command: ['node', 'tests/videos/record.ts', '--if-stale'],
    needs: ['build'],
  },
  {
    id: 'nginx',
    title:
      "Static hosting: deploy/nginx/portal.conf serves the build (Debian's nginx-light; page nonce, caching, compression, proxy)",
    command: ['node', 'scripts/nginx-check.ts'],
    needs: ['build'],
    after: ['videos'],
  },
  {
    id: 'e2e',
    title: 'End-to-end journeys (Playwright, Chromium)',
    command: ['pnpm', 'run', '--silent', 'test:e2e'],
    needs: ['build'],
    alone: true,
  },
];

const ROOT = join(import.meta.dirname, '..');
const LOGS = join(ROOT, '.test-logs');

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string) => (text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
const bold = paint('1');
const red = paint('31');
const green = paint('32');
const dim = paint('2');

/** A command as one would type it. */
export function commandLine(command: readonly string[]): string {
  return command
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))
    .join(' ');
}

const logFile = (id: string) => join(LOGS, `${id}.log`);
const shown = (path: string) => relative(process.cwd(), path) || path;

/** Starts a step with its output in its log file; `onEnd` hears whether it passed. Answers its pid. */
function launch(check: Check, onEnd: (passed: boolean) => void): number | undefined {
  const fd = openSync(logFile(check.id), 'w');
  const [command, ...args] = check.command as [string, ...string[]];
  // Its own process group, so that an interrupted run stops the step's whole tree.
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  let ended = false;
  const end = (passed: boolean) => {
    if (ended) return;
    ended = true;
    onEnd(passed);
  };
  child.once('error', (error) => {
    appendFileSync(logFile(check.id), `could not start ${commandLine(check.command)}: ${error.message}\n`);
    end(false);
  });
  child.once('close', (code) => end(code === 0));
  return child.pid;
}

function printLog(check: Check, state: StepState): void {
  const path = shown(logFile(check.id));
  let text = '';
  try {
    text = readFileSync(logFile(check.id), 'utf8');
  } catch {
    text = '(no output)\n';
  }
  process.stdout.write(
    `${red(`---- ${check.id} failed after ${formatSeconds(state.seconds ?? 0)}: ${path} ----`)}\n`,
  );
  process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
  process.stdout.write(`${red(`---- end of ${path} ----`)}\n`);
  process.stdout.write(`Re-run it alone with: ${commandLine(check.command)}\n`);
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);
}

export async function main(argv: readonly string[], checks: readonly Check[] = CHECKS): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      skip: { type: 'string', multiple: true },
      jobs: { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'usage: node scripts/run-checks.ts [--skip ID[,ID…]] [--jobs N] [--list]\n' +
        `steps: ${checks.map((check) => check.id).join(', ')}\n`,
    );
    return 0;
  }
  const skip = [...parseList(process.env.PORTAL_TEST_SKIP), ...(values.skip ?? []).flatMap(parseList)];
  const jobs = Number(values.jobs ?? process.env.PORTAL_TEST_JOBS ?? Math.min(2, availableParallelism()));
  const scheduler = new Scheduler(checks, { concurrency: jobs, skip });

  if (values.list) {
    for (const check of checks) {
      const rules = [
        check.needs?.length ? `needs ${check.needs.join(', ')}` : '',
        check.after?.length ? `after ${check.after.join(', ')}` : '',
        check.conflicts?.length ? `not with ${check.conflicts.join(', ')}` : '',
        check.alone ? 'alone, last, only when every other step passed' : '',
      ].filter(Boolean);
      process.stdout.write(`${bold(check.id)}  ${commandLine(check.command)}\n`);
      if (rules.length > 0) process.stdout.write(`    ${dim(rules.join('; '))}\n`);
    }
    return 0;
  }

  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  const started = performance.now();
  const clock = () => dim(`[${formatSeconds((performance.now() - started) / 1000).padStart(6)}]`);
  const byId = new Map(checks.map((check) => [check.id, check]));
  const running = new Map<string, number | undefined>();
  let wake: () => void = () => {};

  const reportSkipped = (states: readonly StepState[]) => {
    for (const state of states)
      process.stdout.write(`${clock()} ${dim(`skip   ${state.id}: ${state.reason}`)}\n`);
  };
  reportSkipped(scheduler.states.filter((state) => state.status === 'skipped'));
  process.stdout.write(
    `${clock()} ${bold(`${checks.length} steps, ${jobs} at a time; logs in ${shown(LOGS)}/`)}\n`,
  );

  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    process.stdout.write(`\n${red(`${signal}: stopping the running steps`)}\n`);
    scheduler.abort(`interrupted (${signal})`);
    for (const pid of running.values()) {
      if (pid === undefined) continue;
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  while (!scheduler.done) {
    for (const check of scheduler.ready()) {
      process.stdout.write(`${clock()} ${bold(`start  ${check.id}`)}: ${check.title}\n`);
      const begun = performance.now();
      const pid = launch(check, (passed) => {
        const seconds = (performance.now() - begun) / 1000;
        running.delete(check.id);
        const skipped = scheduler.finish(check.id, passed, seconds);
        const state = scheduler.states.find((s) => s.id === check.id);
        if (passed) {
          process.stdout.write(`${clock()} ${green(`passed ${check.id}`)} in ${formatSeconds(seconds)}\n`);
        } else {
          process.stdout.write(
            `${clock()} ${red(`FAILED ${check.id}`)} in ${formatSeconds(seconds)} (${shown(logFile(check.id))})\n`,
          );
          if (state && !interrupted) printLog(check, state);
        }
        reportSkipped(skipped);
        wake();
      });
      running.set(check.id, pid);
    }
    if (scheduler.done) break;
    if (running.size === 0)
      throw new Error('run-checks: no step runs and none may start (a bug in the plan)');
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }

  const wall = (performance.now() - started) / 1000;
  const states = scheduler.states;
  const busy = states.reduce((sum, state) => sum + (state.seconds ?? 0), 0);
  process.stdout.write(`\n${summaryTable(states).join('\n')}\n\n`);
  for (const state of states.filter((s) => s.status === 'failed')) {
    const check = byId.get(state.id);
    if (check)
      process.stdout.write(
        `${red(`${state.id} failed`)}: re-run it alone with: ${commandLine(check.command)}\n`,
      );
  }
  process.stdout.write(
    `Wall time ${formatSeconds(wall)} (the steps' own times add up to ${formatSeconds(busy)})\n`,
  );
  process.stdout.write(`${summaryLine(states)}\n`);
  if (interrupted) return 130;
  return states.some((state) => state.status === 'failed') ? 1 : 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${red(`run-checks: ${error instanceof Error ? error.message : String(error)}`)}\n`,
      );
      process.exit(2);
    },
  );
}
