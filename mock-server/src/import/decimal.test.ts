import { describe, expect, it } from 'vitest';
import { addDecimal, formatDecimal, parseDecimal, toMicros } from './decimal.ts';

/** The grammar spelt out once more, the slow way, to hold the fast path to it. */
function reference(text: string): { units: bigint; scale: number } | undefined {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function referenceFormat(value: { units: bigint; scale: number }, minDecimals = 0): string {
  let { units, scale } = value;
  while (scale > minDecimals && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale < minDecimals) {
    units *= 10n ** BigInt(minDecimals - scale);
    scale = minDecimals;
  }
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A seeded generator, so a failure is the same every run. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1_103_515_245 + 12_345) % 2 ** 31;
    return a / 2 ** 31;
  };
}

const TEXTS = [
  '0',
  '-0',
  '+0',
  '0.0',
  '-0.000',
  '.5',
  '5.',
  '-.5',
  '007.1200',
  '1e-7',
  '3.6E+2',
  '-2.5e3',
  ' 12.5 ',
  '1,5',
  '1.2.3',
  '',
  '-',
  '.',
  '+.',
  'NaN',
  'Infinity',
  '0x10',
  '1 000',
  '12.50',
  '-0.000000123',
  '123456789012345678901234567890.123456789012345678901234567890',
  '0.0000005',
  '-0.0000005',
  '1234.565',
];

describe('exact decimals', () => {
  it('parse and print every form exactly as the full grammar does', () => {
    const random = generator(42);
    const texts = [...TEXTS];
    for (let i = 0; i < 2000; i += 1) {
      const whole = String(Math.floor(random() * 10 ** Math.floor(random() * 12)));
      const fraction = String(Math.floor(random() * 10 ** 9)).padStart(Math.floor(random() * 12), '0');
      const sign = random() < 0.3 ? '-' : random() < 0.1 ? '+' : '';
      texts.push(`${sign}${whole}.${fraction}`, `${sign}${whole}`, `${sign}.${fraction}`);
    }
    for (const text of texts) {
      const parsed = parseDecimal(text);
      expect(parsed, text).toEqual(reference(text));
      if (!parsed) continue;
      for (const min of [0, 2, 6])
        expect(formatDecimal(parsed, min), `${text} at ${min}`).toBe(referenceFormat(parsed, min));
    }
  });

  it('rounds to micro-units half away from zero and adds without floats', () => {
    const micros = (text: string) => toMicros(parseDecimal(text) ?? { units: 0n, scale: 0 });
    expect([micros('0.0000005'), micros('-0.0000005'), micros('0.00000049'), micros('12')]).toEqual([
      1n,
      -1n,
      0n,
      12_000_000n,
    ]);
    const sum = ['0.1', '0.2', '-0.05', '1e-7'].reduce(
      (total, text) => addDecimal(total, parseDecimal(text) ?? { units: 0n, scale: 0 }),
      { units: 0n, scale: 0 },
    );
    expect(formatDecimal(sum)).toBe('0.2500001');
  });
});
