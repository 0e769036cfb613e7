// From a Fastify request to a count: which requests count (see classify.ts) and what they add.
// Kept apart from the plugin so the bench can run exactly this code per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceClass, entryOf, isBot, isPageAnswer, isSpeculative, optedOut, referringHost } from './classify.ts';
import type { Step } from './day.ts';
import type { Client, StatsService } from './service.ts';

export class RequestCounter {
  /**
   * @param siteHosts the site's own hosts (PUBLIC_URL, CORS_ORIGINS): no referrer among them is a source
   * @param pagePaths the paths the static export's pixel may name
   */
  constructor(
    readonly service: StatsService,
    private readonly siteHosts: readonly string[],
    private readonly pagePaths: ReadonlySet<string>,
  ) {}

  /** The visitor, unless the request opts out, comes from a bot or is a speculative load. */
  visitor(request: FastifyRequest): Client | null {
    const { headers } = request;
    const userAgent = headers['user-agent'];
    if (optedOut(headers) || isBot(userAgent) || isSpeculative(headers)) return null;
    return { ip: request.ip, userAgent: userAgent! };
  }

  /** onResponse: a page a browser shows, with where the visitor came from. */
  page(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    if (!isPageAnswer(request.method, route, reply.statusCode, reply.getHeader('content-type'), request.headers['sec-fetch-dest'])) return;
    const client = this.visitor(request);
    if (!client) return;
    // A route with parameters counts under its path; every other under its own pattern.
    const path = /[:*]/.test(route!) ? request.url.split('?')[0]! : route!;
    this.service.view(client, path, () => ({
      entry: entryOf(request.query, request.headers.referer, this.ownHost(request)),
      device: deviceClass(client.userAgent, request.headers),
    }));
  }

  /** The static export's pixel: a known page path, loaded as an image from the site itself. */
  pixel(request: FastifyRequest, path: unknown): void {
    const { referer } = request.headers;
    const dest = request.headers['sec-fetch-dest'];
    if (typeof path !== 'string' || !this.pagePaths.has(path) || (dest !== undefined && dest !== 'image')) return;
    if (referer !== undefined && referringHost(referer, this.ownHost(request)) !== null) return;
    const client = this.visitor(request);
    if (client) this.service.view(client, path, () => ({ entry: null, device: deviceClass(client.userAgent, request.headers) }));
  }

  /** A step of the form funnel, from the island's beacon. */
  step(request: FastifyRequest, step: Step): void {
    const client = this.visitor(request);
    if (client) this.service.step(client, step);
  }

  /** A stored form post: a lead of `topic`, or spam for its reason. Bots' posts count too: the spam rules judged them. */
  formPosted(request: FastifyRequest, topic: string, spam: string | null): void {
    if (optedOut(request.headers)) return;
    if (spam) this.service.spam(spam);
    else this.service.lead({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, topic);
  }

  private ownHost(request: FastifyRequest): (host: string) => boolean {
    return (host) => host === request.hostname || this.siteHosts.includes(host);
  }
}
