import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from './fixtures.ts';
import { observe } from './page-checks.ts';

// The visitor's default: motion allowed (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

const canvasPicture = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-particles]')!;
    return canvas.toDataURL();
  });

/**
 * Resolves after `count` of the page's animation frames: the rendering updates in which a
 * change would show (intersection observers, a scheduled frame, transition events), however
 * long a busy machine takes for them.
 */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(function step() {
          if (--n > 0) requestAnimationFrame(step);
          else resolve();
        }),
      ),
    count,
  );

/** The canvas once the worker's last frame has reached it: the same picture a few frames apart. */
async function restingPicture(page: Page) {
  for (let before = await canvasPicture(page); ;) {
    await frames(page, 5);
    const after = await canvasPicture(page);
    if (after === before) return after;
    before = after;
  }
}

const transformOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).transform);

async function scrollToElement(page: Page, selector: string, offset = 0) {
  await page.evaluate(
    ([sel, off]) => {
      const el = document.querySelector(sel as string)!;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + (off as number),
        behavior: 'instant',
      });
    },
    [selector, offset],
  );
}

/** Records, per reveal item, the transition delay it had at the moment it was revealed. */
async function recordRevealDelays(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { revealDelays: Record<string, string> };
    w.revealDelays = {};
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.classList.contains('is-revealed'))
          w.revealDelays[`${el.className.split(' ')[0]}-${el.dataset.revealIndex}`] ??= el.style.transitionDelay;
      }
    }).observe(document.querySelector('main')!, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  return (key: string) => page.evaluate((k) => (window as unknown as { revealDelays: Record<string, string> }).revealDelays[k], key);
}

test.describe('hero entrance', () => {
  test('is a CSS movement from first paint, legible all the way (no fade), and none under reduced motion', async ({ page, site }) => {
    await page.goto(site.url + '/');
    const hero = page.locator('.hero__inner');
    expect(await hero.evaluate((el) => getComputedStyle(el).animationName)).toBe('hero-in');
    // Every keyframe leaves the opacity alone: the text is readable at first paint.
    const keyframes = await hero.evaluate((el) => el.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes()));
    expect(keyframes.length).toBeGreaterThan(0);
    for (const frame of keyframes) expect(frame.opacity === undefined || Number(frame.opacity) >= 0.9, JSON.stringify(frame)).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await hero.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test.describe('scroll reveal', () => {
  test('items fade in once, on first entry, with the thesis delay of 100 ms × index across all ten', async ({ page, site }) => {
    await page.goto(site.url + '/');
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    const delayOf = await recordRevealDelays(page);
    // The last seven theses are behind "Alle 10 Thesen"; the delays count on across both lists.
    await page.locator('#thesen summary').click();
    const theses = page.locator('.thesis[data-reveal]');
    const last = theses.nth(9);
    await expect(last).not.toHaveClass(/is-revealed/);
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');

    // Count the opacity transitions each thesis starts.
    await page.evaluate(() => {
      const w = window as unknown as { runs: Map<Element, number> };
      w.runs = new Map();
      for (const el of document.querySelectorAll('.thesis')) {
        el.addEventListener('transitionrun', (event) => {
          if ((event as TransitionEvent).propertyName === 'opacity') w.runs.set(el, (w.runs.get(el) ?? 0) + 1);
        });
      }
    });
    await scrollToElement(page, '.theses-more .thesis:nth-child(7)');
    await expect(last).toHaveClass(/is-revealed/);
    expect(await delayOf('thesis-9')).toBe('900ms');
    for (let index = 3; index < 9; index++) {
      const delay = await delayOf(`thesis-${index}`);
      // Revealed on opening or by the scroll: 100 ms × its place among all ten.
      expect(delay, `thesis ${index + 1}`).toBe(`${index * 100}ms`);
    }
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    // Away and back: nothing animates again (a transition would start within a few frames of
    // the observers' answer).
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await frames(page, 5);
    await scrollToElement(page, '.theses-more .thesis:nth-child(7)');
    await frames(page, 5);
    await expect(last).toHaveClass(/is-revealed/);
    const runs = await page.evaluate(() => [...(window as unknown as { runs: Map<Element, number> }).runs.values()]);
    expect(runs.length).toBeGreaterThan(0);
    expect(
      runs.every((n) => n === 1),
      `each item animated once: ${runs.join(', ')}`,
    ).toBe(true);
    // After its transition, the delay is released.
    await expect.poll(() => last.evaluate((el) => (el as HTMLElement).style.transitionDelay)).toBe('');
  });

  test('speaking topics use 150 ms × index', async ({ page, site }) => {
    await page.goto(site.url + '/');
    // Armed after the first layout: a scroll before it would find the topics on screen at start.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    const delayOf = await recordRevealDelays(page);
    await scrollToElement(page, '.talk:nth-child(3)');
    await expect(page.locator('.talk[data-reveal]').nth(2)).toHaveClass(/is-revealed/);
    expect(await delayOf('talk-0')).toBe('');
    expect(await delayOf('talk-1')).toBe('150ms');
    expect(await delayOf('talk-2')).toBe('300ms');
  });

  test('under reduced motion nothing is hidden or animated', async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.url + '/');
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    await expect(page.locator('html')).not.toHaveClass(/reveal-ready/);
    expect(
      await page
        .locator('.thesis')
        .nth(9)
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every reveal item is visible', async ({ page, site }) => {
    await page.goto(site.url + '/');
    const hidden = await page.evaluate(
      () => Array.from(document.querySelectorAll('[data-reveal]')).filter((el) => getComputedStyle(el).opacity !== '1').length,
    );
    expect(hidden).toBe(0);
  });
});

test.describe('parallax', () => {
  test('the quote band backdrop and the dots follow the scroll, by transform', async ({ page, site }) => {
    await page.goto(site.url + '/');
    await scrollToElement(page, '.quote-band', 250);
    await expect.poll(() => transformOf(page, '[data-parallax]')).not.toBe('none');
    const first = await transformOf(page, '[data-parallax]');
    await scrollToElement(page, '.quote-band', -250);
    await expect.poll(() => transformOf(page, '[data-parallax]')).not.toBe(first);
    await scrollToElement(page, '#thesen');
    await expect.poll(() => transformOf(page, '#thesen [data-parallax-dots]')).not.toBe('none');
    // Transform only: nothing writes a layout property.
    expect(await page.locator('[data-parallax]').evaluate((el) => (el as HTMLElement).style.cssText)).toMatch(
      /^transform: translate3d\(0px, -?[\d.]+px, 0px\);$/,
    );
  });

  test('under reduced motion nothing moves', async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.url + '/');
    for (const offset of [250, -250]) {
      await scrollToElement(page, '.quote-band', offset);
      // The frames in which parallax would have answered: the observer's, then its own.
      await frames(page, 5);
      expect(await transformOf(page, '[data-parallax]')).toBe('none');
      expect(await transformOf(page, '[data-parallax-dots]')).toBe('none');
    }
  });
});

test.describe('start-up', () => {
  test('the page script reads no layout or style while it starts: the first layout stays the browser’s own, not a task of the script', async ({
    page,
    site,
  }) => {
    await page.addInitScript(observe);
    await page.goto(site.url + '/');
    // The effects did start: the reveal is armed and the particles move.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    await expect.poll(() => page.locator('canvas[data-particles]').getAttribute('data-state')).toBe('moving');
    expect(await page.evaluate(() => window.__observed!.startupLayout)).toEqual([]);
  });
});

test.describe('hero particles', () => {
  // The particles are drawn in a worker (off the main thread), which the page clock does not
  // reach: these tests run in real time. The canvas reports its state in data-state.
  const state = (page: Page) => page.locator('canvas[data-particles]').evaluate((el) => (el as HTMLElement).dataset.state);
  /** Waits in the page, frame by frame, so the test learns of the state as soon as it comes. */
  const reached = (page: Page, wanted: string) =>
    page.waitForFunction((s) => document.querySelector<HTMLElement>('canvas[data-particles]')?.dataset.state === s, wanted);

  interface Log {
    states: Array<[string, number]>;
    changed: boolean;
  }
  /** Init script: each state the canvas reports, at the page's own time, and whether its picture changed while moving. */
  function recordParticles() {
    const log: Log = ((window as unknown as { particles: Log }).particles = { states: [], changed: false });
    new MutationObserver((records) => {
      const canvas = records[0]!.target as HTMLCanvasElement;
      log.states.push([canvas.dataset.state!, performance.now()]);
      if (canvas.dataset.state !== 'moving' || log.changed) return;
      const first = canvas.toDataURL();
      requestAnimationFrame(function look() {
        if (canvas.toDataURL() !== first) log.changed = true;
        else if (canvas.dataset.state === 'moving') requestAnimationFrame(look);
      });
    }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
  }

  test('are drawn off the main thread, move, and stop for good within 5 s (WCAG 2.2.2)', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.addInitScript(recordParticles);
    await page.goto(site.url + '/');
    await reached(page, 'moving');
    expect(
      workers.some((url) => /\/assets\/particles-worker-[\w-]+\.js$/.test(url)),
      `worker started: ${workers.join(', ')}`,
    ).toBe(true);

    await reached(page, 'still');
    const log = await page.evaluate(() => (window as unknown as { particles: Log }).particles);
    expect(log.changed, 'the picture changed while moving').toBe(true);
    // The motion time (4.8 s) is checked exactly in test/client/particle-motion.test.ts. Here,
    // in the page's own time from the first "moving" to "still" (the test's polls and a busy
    // machine's delays in reaching the page do not count), a guard against a runaway.
    const at = (wanted: string) => log.states.find(([s]) => s === wanted)![1];
    const moved = at('still') - at('moving');
    expect(moved, `stopped ${Math.round(moved)} ms after it started moving: ${JSON.stringify(log.states)}`).toBeLessThan(8000);
    const c = await restingPicture(page);
    await frames(page, 60);
    expect(await canvasPicture(page), 'still after 5 s').toBe(c);
  });

  test('pause off screen: the 5 s count only while they move', async ({ page, site }) => {
    await page.goto(site.url + '/');
    await reached(page, 'moving');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
    await reached(page, 'paused');
    const away = await restingPicture(page);
    // Away for longer than the whole motion time (a lower bound, not a deadline): were the 5 s
    // counted while off screen, none would be left on return.
    await page.waitForTimeout(6000);
    expect(await canvasPicture(page), 'paused while off screen').toBe(away);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => state(page), { message: 'resumes with motion time left' }).toBe('moving');
  });

  test('under reduced motion: one static frame', async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.url + '/');
    await reached(page, 'paused');
    const blank = await page.evaluate(() => {
      const c = document.createElement('canvas');
      const ref = document.querySelector<HTMLCanvasElement>('canvas[data-particles]')!;
      c.width = ref.width;
      c.height = ref.height;
      return c.toDataURL();
    });
    await expect.poll(() => canvasPicture(page), { message: 'a frame is drawn' }).not.toBe(blank);
    const a = await restingPicture(page);
    await frames(page, 90);
    expect(await canvasPicture(page)).toBe(a);
    expect(await state(page)).toBe('paused');
  });

  test('sharp on a 2× screen', async ({ browser, site }) => {
    const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 800, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    const canvas = page.locator('canvas[data-particles]');
    await expect.poll(() => canvas.evaluate((el) => (el as HTMLElement).dataset.state)).toBeTruthy();
    await expect.poll(() => canvas.evaluate((el: HTMLCanvasElement) => el.width - el.clientWidth * 2)).toBe(0);
    await context.close();
  });
});

test.describe('sparring image', () => {
  const IMAGE = /\/assets\/sparring-[^/]+$/;

  test('a failed image is logged and hidden', async ({ page, site }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route(IMAGE, (route) => route.abort());
    await page.goto(site.url + '/');
    await page.locator('#sparring').scrollIntoViewIfNeeded();
    const picture = page.locator('#sparring picture');
    await expect(picture).toBeHidden();
    await expect(picture).toHaveAttribute('hidden', '');
    expect(warnings.some((w) => w.includes('image could not be loaded and is hidden') && w.includes('/assets/sparring-'))).toBe(true);
  });

  test('an image that failed before the script ran is hidden too', async ({ page, site }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let imageFailed!: () => void;
    const failed = new Promise<void>((resolve) => (imageFailed = resolve));
    await page.route(IMAGE, async (route) => {
      await route.abort();
      imageFailed();
    });
    // The main module waits until the image has failed.
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await failed;
      // Until the page has the image as failed: complete, without pixels.
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('#sparring img');
        return img?.complete && img.naturalWidth === 0;
      });
      await route.continue();
    });
    await page.goto(site.url + '/', { waitUntil: 'commit' });
    // While the script is still held back, the visitor scrolls to the image.
    await page.locator('#sparring img').scrollIntoViewIfNeeded();
    await failed;
    expect(await page.evaluate(() => document.documentElement.classList.contains('js')), 'the script has not run yet').toBe(false);
    await expect(page.locator('#sparring picture')).toBeHidden();
    expect(warnings.some((w) => w.includes('image could not be loaded and is hidden'))).toBe(true);
  });

  test('a working image stays and logs nothing', async ({ page, site }) => {
    const errors = watchConsole(page);
    await page.goto(site.url + '/');
    await page.locator('#sparring').scrollIntoViewIfNeeded();
    await expect(page.locator('#sparring img')).toBeVisible();
    await expect
      .poll(() => page.locator('#sparring img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('the letter', () => {
  test('opens at the top when reached from a scrolled home page, and loads no script', async ({ page, site }) => {
    await page.goto(site.url + '/');
    await page.getByRole('link', { name: 'Brief aus der Zukunft lesen' }).click();
    await expect(page).toHaveURL(`${site.url}/brief-aus-der-zukunft`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
