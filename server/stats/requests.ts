// From a Fastify request to a count: which requests count (see classify.ts) and what they add.
// Kept apart from the plugin so the bench can run exactly this code per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceClass, entryOf, isBot, isPageAnswer, isSpeculative, optedOut } from './classify.ts';
import type { Step } from './day.ts';
import type { Client, StatsService } from './service.ts';

export class RequestCounter {
  /** @param siteHost PUBLIC_URL's host: a referrer there is no source */
  constructor(
    readonly service: StatsService,
    private readonly siteHost: string,
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
    return (host) => host === request.hostname || host === this.siteHost;
  }
}
