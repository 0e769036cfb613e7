// From a Fastify request to a count: which requests count (see classify.ts) and what they add.
// Kept apart from the plugin so the bench can run exactly this code per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceClass, entryOf, isBot, isPageAnswer, isSpeculative, optedOut } from './classify.ts';
import { PAGES, type Step } from './day.ts';
import type { StatsService } from './service.ts';

/** A page's index in PAGES by its route: only the site's own pages count. */
const PAGE_INDEX = new Map(PAGES.map((path, i) => [path, i]));

export class RequestCounter {
  /** @param siteHost PUBLIC_URL's host: a referrer there is no source */
  constructor(
    readonly service: StatsService,
    private readonly siteHost: string,
  ) {}

  /**
   * onResponse: a page a browser shows, with where the visitor came from. Whether the client is
   * a bot is asked on its first page view of the day only: later ones have its hash already.
   */
  page(request: FastifyRequest, reply: FastifyReply): void {
    const page = PAGE_INDEX.get(request.routeOptions.url ?? '');
    const { headers } = request;
    const userAgent = headers['user-agent'];
    if (page === undefined || !userAgent || optedOut(headers) || isSpeculative(headers)) return;
    if (!isPageAnswer(request.method, reply.statusCode, reply.getHeader('content-type'), headers['sec-fetch-dest'])) return;
    this.service.view({ ip: request.ip, userAgent }, page, () =>
      isBot(userAgent)
        ? null
        : { entry: entryOf(request.query, headers.referer, this.ownHost(request)), device: deviceClass(userAgent, headers) },
    );
  }

  /** A step of the form funnel, from the island's beacon; not of an opt-out, a bot or a speculative load. */
  step(request: FastifyRequest, step: Step): void {
    const { headers } = request;
    const userAgent = headers['user-agent'];
    if (!optedOut(headers) && !isBot(userAgent) && !isSpeculative(headers))
      this.service.step({ ip: request.ip, userAgent: userAgent! }, step);
  }

  /** A stored form post: a lead of `topic`, or spam for its reason. Bots' posts count too: the spam rules judged them. */
  formPosted(request: FastifyRequest, topic: string, spam: string | null): void {
    if (optedOut(request.headers)) return;
    if (spam) this.service.spam(spam);
    else this.service.lead({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, topic);
  }

  private ownHost(request: FastifyRequest): (host: string) => boolean {
    return (host) => host === request.hostname || host === this.siteHost;
  }
}
