/** One caption: from `start` to `end` seconds of the video. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** A WebVTT timestamp, hh:mm:ss.ttt (hours always written, milliseconds rounded). */
export function vttTimestamp(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`not a caption time: ${seconds}`);
  const ms = Math.round(seconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  const millis = ms % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(secs)}.${String(millis).padStart(3, '0')}`;
}

/**
 * A WebVTT file of the cues, numbered from 1. Cue text is one line: line breaks become spaces, and
 * '&', '<' and '>' are escaped, and a cue never runs backwards or overlaps the next one.
 */
export function toWebVtt(cues: readonly Cue[], options: { title?: string } = {}): string {
  const blocks = [options.title ? `WEBVTT - ${oneLine(options.title)}` : 'WEBVTT'];
  let previousEnd = 0;
  cues.forEach((cue, index) => {
    const start = Math.max(cue.start, previousEnd);
    const end = Math.max(cue.end, start + 0.001);
    previousEnd = end;
    const text = oneLine(cue.text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    blocks.push(`${index + 1}\n${vttTimestamp(start)} --> ${vttTimestamp(end)}\n${text}`);
  });
  return `${blocks.join('\n\n')}\n`;
}

/** Cues parsed back from a WebVTT file (times and text only), for checks. */
export function parseWebVtt(text: string): Cue[] {
  if (!/^\uFEFF?WEBVTT(?:[ \t].*)?$/m.test(text.split(/\r?\n/, 1)[0] ?? '')) {
    throw new Error('not a WebVTT file: the first line is not WEBVTT');
  }
  const seconds = (stamp: string) => {
    const parts = stamp.split(':').map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  const cues: Cue[] = [];
  for (const block of text.split(/\r?\n\r?\n/).slice(1)) {
    const lines = block.split(/\r?\n/).filter((line) => line !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const match = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})/.exec(
      lines[timing] ?? '',
    );
    if (!match?.[1] || !match[2]) throw new Error(`bad cue timing: ${lines[timing]}`);
    cues.push({ start: seconds(match[1]), end: seconds(match[2]), text: lines.slice(timing + 1).join('\n') });
  }
  return cues;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
