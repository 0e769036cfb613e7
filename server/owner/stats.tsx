import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OWNER_PATHS } from './paths.ts';
import { RANGES, StatsPage } from './views/StatsPage.tsx';
import { addDays, dateOf } from '../../shared/clock.ts';
import { lastWeek } from './digest.tsx';
import { dates, logSkipped } from '../stats/files.ts';
import { loadReport } from '../stats/report.ts';
import { finish, takeStatus } from './status.ts';

const DEFAULT_DAYS = 30;

function offText({ enabled, broken }: FastifyInstance['stats']) {
  if (broken) return `Die Statistik ist aus: ${broken} ist nicht nutzbar. Behebe das und starte den Server neu.`;
  return enabled ? null : 'Die Statistik ist aus (ANALYTICS=off).';
}

export async function statsRoutes(app: FastifyInstance) {
  const dir = path.join(app.config.dataDir, 'stats');

  app.get<{ Querystring: { tage?: string } }>('/statistik', async (request, reply) => {
    const days = RANGES.find((n) => n === Number(request.query.tage)) ?? DEFAULT_DAYS;
    await app.stats.flush();
    const today = dateOf(Date.now());
    const warn = logSkipped(request.log);
    const counted = app.stats.enabled && (await dates(dir, warn)).length > 0;
    const values = app.content.published().site.topics.map((topic) => topic.value);
    const report = counted ? await loadReport(dir, addDays(today, -(days - 1)), today, warn, values) : null;
    const digest = await app.owner.digest(dir, lastWeek(Date.now()), warn);
    return app.renderer.sendOwner(
      reply,
      <StatsPage days={days} report={report} off={offText(app.stats)} digest={digest} status={takeStatus(request)} />,
    );
  });

  app.post('/statistik/bericht', async (request, reply) => {
    const queued = await app.owner.queueDigest(true);
    const text = queued
      ? `Der Wochenbericht ist gespeichert und geht an ${app.config.mailTo ?? app.config.mailFrom}.`
      : 'Der Wochenbericht konnte nicht gespeichert werden (Statistik aus, oder das Protokoll nennt den Fehler).';
    return finish(request, reply, OWNER_PATHS.stats, { action: 'digest: send now', text, error: !queued });
  });
}
