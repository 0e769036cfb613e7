import type { FastifyBaseLogger } from 'fastify';
import type { MaildirStore } from './maildir.ts';

/**
 * Foreign entries in new/ (an operator's copy, a name with a space or an umlaut, `<id>:2,S`
 * moved back from cur/ by hand, a directory) never block the queue: a file is renamed to a
 * name the store gives and delivered like a lead; anything else is left where it is, logged
 * once and counted, so /readyz shows it until someone moves it out.
 */
export class ForeignEntries {
  /** Entries of new/ that are no message (a directory, a link), left where they are, as of the last sort. */
  readonly left = new Set<string>();
  /** Files with foreign names queued for delivery since the start. */
  queued = 0;

  constructor(
    private readonly store: MaildirStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Deals with the foreign names a scan of new/ found; returns whether a file was queued. */
  async sort(names: string[]): Promise<boolean> {
    let queued = false;
    const left = new Set<string>();
    for (const name of names) {
      const result = await this.store.adopt(name);
      if (result === null) continue;
      if ('id' in result) {
        this.queued++;
        queued = true;
        this.log.warn(
          { file: `new/${name}`, leadId: result.id },
          'lead store: a file in new/ had a name the store does not give; renamed and queued for delivery',
        );
      } else {
        left.add(name);
        if (!this.left.has(name)) {
          this.log.error(
            { file: `new/${name}`, kind: result.left },
            'lead store: an entry in new/ is not a message; left where it is and skipped (move it out of DATA_DIR)',
          );
        }
      }
    }
    this.left.clear();
    for (const name of left) this.left.add(name);
    return queued;
  }
}
