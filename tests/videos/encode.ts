import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A screencast frame on disk and the time Chromium drew it (seconds since the epoch). */
export interface Frame {
  file: string;
  timestamp: number;
}

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
/** The output's frame rate: each screencast frame is held until the next one was drawn. */
const FPS = 25;

/**
 * The ffconcat list of the frames, each held for the time until the next frame (the last until
 * `end`): Chromium sends a frame only when the page changes, so the gaps are the real pauses.
 */
export function concatList(frames: readonly Frame[], end: number): string {
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, i) => {
    const next = frames[i + 1]?.timestamp ?? end;
    lines.push(`file '${frame.file.replace(/'/g, "'\\''")}'`);
    lines.push(`duration ${Math.max(next - frame.timestamp, 0.001).toFixed(6)}`);
  });
  // The concat demuxer ignores the last entry's duration unless the file is listed once more.
  const last = frames.at(-1);
  if (last) lines.push(`file '${last.file.replace(/'/g, "'\\''")}'`);
  return `${lines.join('\n')}\n`;
}

/** The ffmpeg arguments: VP9 in WebM at 25 frames a second, tuned for screen content and speed. */
export function ffmpegArgs(list: string, output: string, title: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-vf',
    `fps=${FPS},scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:force_original_aspect_ratio=decrease,pad=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p`,
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-row-mt',
    '1',
    '-crf',
    '36',
    '-b:v',
    '0',
    // A key frame every 2 s, so the player seeks quickly.
    '-g',
    String(FPS * 2),
    '-an',
    '-metadata',
    `title=${title}`,
    '-f',
    'webm',
    output,
  ];
}

/** Encodes the frames into a WebM file with Debian's ffmpeg (FFMPEG_PATH, else ffmpeg on PATH). */
export async function encodeWebm(
  frames: readonly Frame[],
  end: number,
  workDir: string,
  output: string,
  title: string,
): Promise<void> {
  if (frames.length === 0) throw new Error(`no frames were recorded for ${title}`);
  const list = join(workDir, 'frames.ffconcat');
  await writeFile(list, concatList(frames, end));
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(ffmpeg, ffmpegArgs(list, output, title), { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new Error(
          `could not run ${ffmpeg} (${error.message}); install Debian's ffmpeg: ./portal videos does`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}) for ${title}: ${errors.trim()}`)),
    );
  });
}
