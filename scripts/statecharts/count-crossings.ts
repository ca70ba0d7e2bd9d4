import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * `npx tsx scripts/statecharts/count-crossings.ts docs/statecharts/<id>.svg …`: how many times the drawn
 * lines of a Graphviz SVG cross each other (Bézier curves sampled into 20 segments each; a meeting within
 * 8 px of a line's end counts as the shared state, not a crossing). The figure behind decision 0038.
 */
type Point = readonly [number, number];

function lines(svg: string): { id: string; points: Point[] }[] {
  const found: { id: string; points: Point[] }[] = [];
  for (const match of svg.matchAll(/<g id="([^"]*)" class="edge[^"]*">[\s\S]*?<path[^>]* d="([^"]+)"/g)) {
    const numbers = (match[2] ?? '')
      .replace(/[MC]/g, ' ')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const controls: Point[] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2)
      controls.push([numbers[index] ?? 0, numbers[index + 1] ?? 0]);
    const points: Point[] = [];
    for (let index = 0; index + 3 < controls.length; index += 3) {
      const [p0, p1, p2, p3] = controls.slice(index, index + 4) as [Point, Point, Point, Point];
      for (let step = 0; step <= 20; step += 1) {
        const t = step / 20;
        const u = 1 - t;
        const at = (axis: 0 | 1) =>
          u * u * u * p0[axis] + 3 * u * u * t * p1[axis] + 3 * u * t * t * p2[axis] + t * t * t * p3[axis];
        points.push([at(0), at(1)]);
      }
    }
    found.push({ id: match[1] ?? '', points });
  }
  return found;
}

function meeting(a: Point, b: Point, c: Point, d: Point): Point | null {
  const denominator = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
  if (Math.abs(denominator) < 1e-9) return null;
  const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / denominator;
  const u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] : null;
}

const near = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 8;

for (const file of process.argv.slice(2)) {
  const drawn = lines(readFileSync(file, 'utf8'));
  let crossings = 0;
  const crossing = new Set<string>();
  drawn.forEach((first, index) => {
    for (const second of drawn.slice(index + 1)) {
      const ends = [first.points[0], first.points.at(-1), second.points[0], second.points.at(-1)].filter(
        (point): point is Point => point !== undefined,
      );
      for (let i = 0; i + 1 < first.points.length; i += 1)
        for (let j = 0; j + 1 < second.points.length; j += 1) {
          const [a, b, c, d] = [first.points[i], first.points[i + 1], second.points[j], second.points[j + 1]];
          const point = a && b && c && d ? meeting(a, b, c, d) : null;
          if (point && !ends.some((end) => near(point, end))) {
            crossings += 1;
            crossing.add(first.id).add(second.id);
          }
        }
    }
  });
  console.log(
    `${basename(file)}: ${drawn.length} lines, ${crossings} crossings, ${crossing.size} lines crossing`,
  );
}
