import { describe, expect, it } from 'vitest';
import { areaPath, linePath, stackLayers } from './chart-paths.ts';

describe('chart paths', () => {
  it('draws lines with gaps where values are missing', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5, y: 2.333 }, undefined, { x: 15, y: 4 }, { x: 20, y: 5 }])).toBe(
      'M0,10L5,2.33M15,4L20,5',
    );
    expect(linePath([])).toBe('');
  });

  it('draws closed areas per run', () => {
    expect(
      areaPath([{ x: 0, y0: 10, y1: 4 }, { x: 5, y0: 10, y1: 2 }, undefined, { x: 15, y0: 10, y1: 1 }]),
    ).toBe('M0,4L5,2L5,10L0,10ZM15,1L15,10Z');
  });

  it('stacks positive values up and credits down', () => {
    expect(
      stackLayers([
        [3, -1],
        [2, 4],
        [undefined, -2],
      ]),
    ).toEqual([
      [
        [0, 3],
        [0, -1],
      ],
      [
        [3, 5],
        [0, 4],
      ],
      [
        [5, 5],
        [-1, -3],
      ],
    ]);
  });
});
