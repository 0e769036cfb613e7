/**
 * The hero's particle field as a plain class: particles drifting at a constant speed, bouncing
 * off the edges, joined by a line when closer than a set distance. It knows nothing of frames,
 * visibility or preferences; particles.ts drives it.
 */
export interface ParticleOptions {
  count: number;
  /** Largest speed per axis, in CSS px per 60 Hz frame. */
  speed: number;
  /** Particles closer than this (CSS px) are joined by a line. */
  linkDistance: number;
}

/** The 2D context of a page canvas or of an OffscreenCanvas in a worker. */
export type DrawingContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleColors {
  dot: string;
  line: string;
}

interface Particle {
  /** Position as a share of the width and height, so a resize keeps the picture. */
  x: number;
  y: number;
  /** Velocity in px per frame. */
  vx: number;
  vy: number;
  radius: number;
}

export class ParticleField {
  private readonly particles: Particle[];
  private width = 0;
  private height = 0;

  constructor(
    private readonly options: ParticleOptions,
    random: () => number,
  ) {
    this.particles = Array.from({ length: options.count }, () => ({
      x: random(),
      y: random(),
      vx: (random() * 2 - 1) * options.speed,
      vy: (random() * 2 - 1) * options.speed,
      radius: 1 + random() * 1.5,
    }));
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
  }

  /** Moves every particle by `frames` 60 Hz frames' worth of its velocity. */
  step(frames: number): void {
    if (this.width === 0 || this.height === 0) return;
    for (const p of this.particles) {
      let x = p.x * this.width + p.vx * frames;
      let y = p.y * this.height + p.vy * frames;
      if (x < 0 || x > this.width) {
        p.vx = -p.vx;
        x = Math.max(0, Math.min(this.width, x));
      }
      if (y < 0 || y > this.height) {
        p.vy = -p.vy;
        y = Math.max(0, Math.min(this.height, y));
      }
      p.x = x / this.width;
      p.y = y / this.height;
    }
  }

  draw(context: DrawingContext, colors: ParticleColors): void {
    const { width, height } = this;
    const max = this.options.linkDistance;
    context.clearRect(0, 0, width, height);
    context.lineWidth = 1;
    context.strokeStyle = colors.line;
    const points = this.particles.map((p) => ({ x: p.x * width, y: p.y * height, r: p.radius }));
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance >= max) continue;
        context.globalAlpha = 0.35 * (1 - distance / max);
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
    }
    context.globalAlpha = 0.8;
    context.fillStyle = colors.dot;
    for (const p of points) {
      context.beginPath();
      context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      context.fill();
    }
    context.globalAlpha = 1;
  }
}
