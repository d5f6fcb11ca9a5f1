/**
 * Records the help videos: each journey in journeys/ runs in Debian's Chromium against the
 * reference backend, Chromium's screencast frames are encoded into WebM by Debian's ffmpeg, and
 * each step's caption becomes a WebVTT cue. Writes web/public/media/videos (git-ignored; the web
 * build copies it) with manifest.json and the stamp of the inputs.
 *
 *   node tests/videos/record.ts             record every video (the web app must be built)
 *   node tests/videos/record.ts --if-stale  only when the stamp of the inputs changed or a file is missing
 *   node tests/videos/record.ts --check     exit 1 when the videos are out of date, record nothing
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CURSOR_SCRIPT } from './cursor.ts';
import { encodeWebm, type Frame, VIDEO_HEIGHT, VIDEO_WIDTH } from './encode.ts';
import { HOLD_MS, type Journey, LEAD_MS, settle } from './journey.ts';
import { JOURNEYS } from './journeys/index.ts';
import { computeStamp } from './stamp.ts';
import { type Cue, toWebVtt } from './vtt.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Where the videos are written, and the URL path they are served at. */
export const OUTPUT_DIR = join(ROOT, 'web', 'public', 'media', 'videos');
export const PUBLIC_PATH = '/media/videos';
const DIST_DIR = join(ROOT, 'web', 'dist', 'media', 'videos');
const STAMP_FILE = join(OUTPUT_DIR, '.stamp');
/**
 * While recording, the build's video folder holds this process's id: the backend answers a video
 * not there yet with 503 and Retry-After, and the help dialog says it is being prepared
 * (mock-server/src/app.ts, VIDEOS_RECORDING_MARKER). The copy into the build at the end replaces it.
 */
const RECORDING_MARKER = join(DIST_DIR, '.recording');
const MANIFEST_FILE = join(OUTPUT_DIR, 'manifest.json');
/** Other ports than the end-to-end tests' 8181 and 8182, so both can run at once. */
const PORT = Number(process.env.VIDEOS_PORT ?? 8183);
const CONCURRENCY = Math.max(1, Number(process.env.VIDEOS_CONCURRENCY ?? 2));

export interface ManifestVideo {
  id: string;
  title: string;
  description: string;
  /** The portal page the video shows. */
  page: string;
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  files: { video: string; captions: string };
}

export interface Manifest {
  stamp: string;
  videos: ManifestVideo[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Date.now() / 1000;
const fileOf = (url: string) => join(OUTPUT_DIR, url.slice(PUBLIC_PATH.length + 1));

/** Why the videos must be recorded again, or undefined when they are up to date. */
function staleReason(stamp: string): string | undefined {
  if (!existsSync(MANIFEST_FILE) || !existsSync(STAMP_FILE)) return 'they have not been recorded yet';
  if (readFileSync(STAMP_FILE, 'utf8').trim() !== stamp) return 'the web app or a journey changed';
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;
  for (const video of manifest.videos) {
    for (const url of Object.values(video.files)) if (!existsSync(fileOf(url))) return `${url} is missing`;
  }
  return undefined;
}

/** The build serves web/dist: a build made before the recording gets the new files too. */
function copyToBuild(): void {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) return;
  rmSync(DIST_DIR, { recursive: true, force: true });
  cpSync(OUTPUT_DIR, DIST_DIR, { recursive: true });
}

/** The reference backend with fresh demo data, as the end-to-end tests start it. */
async function startBackend(): Promise<{ url: string; stop: () => void; log: () => string }> {
  const url = `http://localhost:${PORT}`;
  if (
    await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  ) {
    throw new Error(`port ${PORT} is in use; set VIDEOS_PORT to another port`);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'mock-server', 'src', 'main.ts'), '--reset'],
    {
      cwd: join(ROOT, 'tests'),
      env: {
        ...process.env,
        PORT: String(PORT),
        PORTAL_DATA_DIR: '.data-videos',
        PORTAL_ON_READY: `videos backend on ${PORT}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend stopped:\n${output}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop, log: () => output };
    await sleep(200);
  }
  stop();
  throw new Error(`the backend did not start on ${url}:\n${output}`);
}

/** Signs in through /login and the local identity provider (password demo). */
async function signIn(page: Page, journey: Journey): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('Account').fill(journey.account);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/id_token');
  if (journey.tenant) await page.getByRole('button', { name: new RegExp(journey.tenant) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/billing/'));
}

interface Recording {
  journey: Journey;
  frames: Frame[];
  origin: number;
  end: number;
  cues: Cue[];
  dir: string;
}

/** Runs one journey in its own browser context and keeps every screencast frame with its time. */
async function recordJourney(browser: Browser, baseURL: string, journey: Journey, workDir: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
    locale: 'en-US',
    colorScheme: 'light',
  });
  context.setDefaultTimeout(20_000);
  try {
    await context.addInitScript(CURSOR_SCRIPT);
    const page = await context.newPage();
    await signIn(page, journey);
    if (journey.start) await page.goto(journey.start);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    await page.mouse.move(VIDEO_WIDTH / 2, VIDEO_HEIGHT / 2);

    const dir = join(workDir, journey.id);
    await mkdir(dir, { recursive: true });
    const frames: Frame[] = [];
    const writes: Promise<void>[] = [];
    let firstFrame: () => void = () => {};
    const gotFirst = new Promise<void>((resolve) => (firstFrame = resolve));
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', (event) => {
      const file = join(dir, `${String(frames.length).padStart(5, '0')}.jpg`);
      frames.push({ file, timestamp: event.metadata.timestamp ?? now() });
      writes.push(writeFile(file, Buffer.from(event.data, 'base64')));
      firstFrame();
      cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: VIDEO_WIDTH,
      maxHeight: VIDEO_HEIGHT,
      everyNthFrame: 1,
    });
    await Promise.race([
      gotFirst,
      sleep(10_000).then(() => Promise.reject(new Error('Chromium sent no screencast frame'))),
    ]);
    const origin = frames[0]?.timestamp ?? now();

    const cues: Cue[] = [];
    for (const step of journey.steps) {
      const start = Math.max(now() - origin, 0);
      await sleep(LEAD_MS);
      try {
        await step.run?.(page);
      } catch (error) {
        throw new Error(`journey ${journey.id}, step '${step.caption}': ${(error as Error).message}`);
      }
      await sleep(step.hold ?? HOLD_MS);
      cues.push({ start, end: start, text: step.caption });
    }
    const end = now();
    await cdp.send('Page.stopScreencast');
    await Promise.all(writes);
    cues.forEach((cue, i) => {
      cue.end = cues[i + 1]?.start ?? end - origin;
    });
    return { journey, frames, origin, end, cues, dir } satisfies Recording;
  } finally {
    await context.close();
  }
}

/** Encodes one recording and writes its video, captions and poster; returns its manifest entry. */
async function writeVideo(recording: Recording): Promise<ManifestVideo> {
  const { journey, frames, origin, end, cues, dir } = recording;
  const files = {
    video: `${PUBLIC_PATH}/${journey.id}.webm`,
    captions: `${PUBLIC_PATH}/${journey.id}.vtt`,
  };
  const partial = join(dir, `${journey.id}.webm`);
  await encodeWebm(frames, end, dir, partial, journey.title);
  await rename(partial, fileOf(files.video)).catch(async () => {
    await copyFile(partial, fileOf(files.video));
  });
  await writeFile(fileOf(files.captions), toWebVtt(cues, { title: journey.title }));
  return {
    id: journey.id,
    title: journey.title,
    description: journey.description,
    page: journey.page,
    duration: Math.round((end - origin) * 10) / 10,
    width: VIDEO_WIDTH,
    height: VIDEO_HEIGHT,
    files,
  };
}

async function recordAll(stamp: string): Promise<void> {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('the web app is not built: run pnpm build first (./portal videos does)');
  }
  const started = Date.now();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  mkdirSync(DIST_DIR, { recursive: true });
  writeFileSync(RECORDING_MARKER, String(process.pid));
  const workDir = await mkdtemp(join(tmpdir(), 'portal-videos-'));
  const backend = await startBackend();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const videos: Promise<ManifestVideo>[] = [];
    const queue = [...JOURNEYS];
    const worker = async (b: Browser) => {
      for (let journey = queue.shift(); journey; journey = queue.shift()) {
        const recording = await recordJourney(b, backend.url, journey, workDir);
        console.log(
          `    recorded ${journey.id}: ${(recording.end - recording.origin).toFixed(1)} s, ${recording.frames.length} frames`,
        );
        // Encoding runs while the next journey records.
        const video = writeVideo(recording);
        video.catch(() => {});
        videos.push(video);
      }
    };
    const launched = browser;
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, JOURNEYS.length) }, () => worker(launched)));
    const entries = await Promise.all(videos);
    const order = new Map(JOURNEYS.map((j, i) => [j.id, i]));
    entries.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    // Files of journeys that no longer exist go.
    const kept = new Set(entries.flatMap((v) => Object.values(v.files).map((url) => url.split('/').at(-1))));
    for (const name of readdirSync(OUTPUT_DIR)) {
      if (name !== 'manifest.json' && name !== '.stamp' && !kept.has(name)) rmSync(join(OUTPUT_DIR, name));
    }
    const manifest: Manifest = { stamp, videos: entries };
    await writeFile(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(STAMP_FILE, `${stamp}\n`);
    copyToBuild();
    const size = entries.reduce((sum, v) => sum + statSync(fileOf(v.files.video)).size, 0);
    console.log(
      `    ${entries.length} videos, ${(size / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(0)} s: web/public/media/videos`,
    );
  } catch (error) {
    if (process.env.VIDEOS_DEBUG) console.error(backend.log());
    throw error;
  } finally {
    rmSync(RECORDING_MARKER, { force: true });
    await browser?.close();
    backend.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

const mode = process.argv.includes('--check')
  ? 'check'
  : process.argv.includes('--if-stale')
    ? 'if-stale'
    : 'all';
const stamp = computeStamp(ROOT);
const reason = staleReason(stamp);
if (mode === 'check') {
  console.log(reason ? `Help videos are out of date: ${reason}.` : 'Help videos are up to date.');
  process.exit(reason ? 1 : 0);
}
if (mode === 'if-stale' && !reason) {
  copyToBuild();
  console.log('    Help videos are up to date.');
} else {
  if (reason) console.log(`    Recording the help videos: ${reason}.`);
  try {
    await recordAll(stamp);
  } catch (error) {
    console.error(`videos: ${(error as Error).message}`);
    process.exit(1);
  }
}
