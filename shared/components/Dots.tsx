import { seededRandom, seedFrom } from '../random.ts';

/** Number of decorative dots per decorated section: a design constant. */
const DOT_COUNT = 20;

/**
 * Decorative dots at seeded positions, so server and client agree. Drawn as SVG circles
 * (attributes, not inline styles), positions in percent of the section.
 */
export function Dots({ seed }: { seed: string }) {
  const random = seededRandom(seedFrom(seed));
  const dots = Array.from({ length: DOT_COUNT }, () => ({
    x: (random() * 100).toFixed(2),
    y: (random() * 100).toFixed(2),
    r: (1 + random() * 2.5).toFixed(2),
    o: (0.15 + random() * 0.35).toFixed(2),
  }));
  return (
    <svg className="dots" aria-hidden="true" focusable="false" data-parallax-dots="">
      {dots.map((d, i) => (
        <circle key={i} cx={`${d.x}%`} cy={`${d.y}%`} r={d.r} opacity={d.o} />
      ))}
    </svg>
  );
}
