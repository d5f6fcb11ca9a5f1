/**
 * SVG paths of lines, areas and stacks, straight from point to point (no smoothing, which would
 * invent values between the periods). Pixel geometry only.
 */

const r = (n: number) => Math.round(n * 100) / 100;

/** A line through the points; undefined points break it into separate runs. */
export function linePath(points: readonly ({ x: number; y: number } | undefined)[]): string {
  let d = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    d += `${drawing ? 'L' : 'M'}${r(point.x)},${r(point.y)}`;
    drawing = true;
  }
  return d;
}

/** The area between y0 (bottom) and y1 (top) of each point; undefined points break it. */
export function areaPath(points: readonly ({ x: number; y0: number; y1: number } | undefined)[]): string {
  const runs: { x: number; y0: number; y1: number }[][] = [[]];
  for (const point of points) {
    if (point) runs.at(-1)?.push(point);
    else if (runs.at(-1)?.length) runs.push([]);
  }
  return runs
    .filter((run) => run.length > 0)
    .map((run) => {
      const top = run.map((p, i) => `${i === 0 ? 'M' : 'L'}${r(p.x)},${r(p.y1)}`).join('');
      const bottom = [...run]
        .reverse()
        .map((p) => `L${r(p.x)},${r(p.y0)}`)
        .join('');
      return `${top}${bottom}Z`;
    })
    .join('');
}

/**
 * Stacks series per period: layers[i][j] is [from, to] of series i in period j. Positive values
 * stack upwards from zero and negative ones (credits) downwards, so they never overlap.
 */
export function stackLayers(values: readonly (readonly (number | undefined)[])[]): [number, number][][] {
  const periods = Math.max(0, ...values.map((series) => series.length));
  const up = new Array<number>(periods).fill(0);
  const down = new Array<number>(periods).fill(0);
  return values.map((series) =>
    Array.from({ length: periods }, (_, j): [number, number] => {
      const value = series[j] ?? 0;
      if (value >= 0) {
        const from = up[j] ?? 0;
        up[j] = from + value;
        return [from, from + value];
      }
      const from = down[j] ?? 0;
      down[j] = from + value;
      return [from, from + value];
    }),
  );
}
