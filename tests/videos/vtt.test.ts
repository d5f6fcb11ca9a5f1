import { describe, expect, it } from 'vitest';
import { parseWebVtt, toWebVtt, vttTimestamp } from './vtt.ts';

describe('vttTimestamp', () => {
  it('writes hh:mm:ss.ttt with the milliseconds rounded', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(1.5)).toBe('00:00:01.500');
    expect(vttTimestamp(12.3456)).toBe('00:00:12.346');
    expect(vttTimestamp(59.9996)).toBe('00:01:00.000');
    expect(vttTimestamp(61.25)).toBe('00:01:01.250');
    expect(vttTimestamp(3600 + 2 * 60 + 3.004)).toBe('01:02:03.004');
  });

  it('refuses negative and non-finite times', () => {
    expect(() => vttTimestamp(-0.1)).toThrow(RangeError);
    expect(() => vttTimestamp(Number.NaN)).toThrow(RangeError);
  });
});

describe('toWebVtt', () => {
  it('starts with WEBVTT and writes numbered cues with their timings', () => {
    const vtt = toWebVtt(
      [
        { start: 0, end: 2.5, text: 'Open Cost by service from the menu' },
        { start: 2.5, end: 6.04, text: 'Group the cost by region' },
      ],
      { title: 'Cost overview' },
    );
    expect(vtt).toBe(
      [
        'WEBVTT - Cost overview',
        '',
        '1',
        '00:00:00.000 --> 00:00:02.500',
        'Open Cost by service from the menu',
        '',
        '2',
        '00:00:02.500 --> 00:00:06.040',
        'Group the cost by region',
        '',
      ].join('\n'),
    );
  });

  it('escapes markup, keeps a cue on one line and never lets cues overlap or run backwards', () => {
    const vtt = toWebVtt([
      { start: 1, end: 3, text: 'Costs <b>&</b>\nsavings' },
      { start: 2, end: 2, text: 'Next' },
    ]);
    expect(vtt).toContain('Costs &lt;b&gt;&amp;&lt;/b&gt; savings');
    const cues = parseWebVtt(vtt);
    expect(cues).toEqual([
      { start: 1, end: 3, text: 'Costs &lt;b&gt;&amp;&lt;/b&gt; savings' },
      { start: 3, end: 3.001, text: 'Next' },
    ]);
  });

  it('round-trips through the parser', () => {
    const cues = [
      { start: 0.25, end: 4, text: 'Sign in' },
      { start: 4, end: 75.5, text: 'Ask the assistant' },
    ];
    expect(parseWebVtt(toWebVtt(cues))).toEqual(cues);
  });

  it('the parser refuses a file that does not start with WEBVTT', () => {
    expect(() => parseWebVtt('00:00:00.000 --> 00:00:01.000\nHi\n')).toThrow(/WEBVTT/);
  });
});
