import { open } from 'node:fs/promises';

/**
 * Group commit: concurrent callers share one flush (a directory fsync) instead of each paying
 * for its own, without weakening what any one of them is promised.
 *
 * The rule: `sync()` resolves only once a flush that STARTED AFTER the call has completed. A
 * caller that calls it after its rename returned therefore knows the rename is covered. A flush
 * already under way when the call arrives may have started before the rename, so the caller is
 * never attached to it: it joins the next batch, which starts as soon as the running flush
 * ends, and every caller that arrives meanwhile joins that same batch. With N callers at once
 * there are at most two flushes instead of N.
 *
 * When a flush fails, every caller of that batch is rejected (the store answers 503, never a
 * false success); the next call starts a fresh flush, so a failure is not cached.
 */
export class GroupCommit {
  /** The flush under way, if any: late callers never join it. */
  private running: Promise<void> | null = null;
  /** The batch that starts when `running` ends; every caller that arrives meanwhile shares it. */
  private next: Promise<void> | null = null;
  /** Flushes started so far (for tests and diagnostics). */
  flushes = 0;

  constructor(private readonly flush: () => Promise<void>) {}

  sync(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    const after = this.running;
    this.next = after.then(ignore, ignore).then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<void> {
    this.flushes++;
    let run: Promise<void>;
    try {
      run = this.flush();
    } catch (error) {
      run = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }
}

/**
 * One group commit per directory: `sync(dir)` makes the renames into `dir` that completed
 * before the call durable (a directory fsync that started after the call, shared with
 * concurrent callers). The directory is opened anew for each flush, so a folder that was
 * recreated meanwhile is the one synced.
 */
export class DirectorySync {
  private readonly commits = new Map<string, GroupCommit>();

  sync(dir: string): Promise<void> {
    return this.commitOf(dir).sync();
  }

  /** The committer of `dir` (created on first use); exposed for tests. */
  commitOf(dir: string): GroupCommit {
    let commit = this.commits.get(dir);
    if (!commit) this.commits.set(dir, (commit = new GroupCommit(() => fsyncDirectory(dir))));
    return commit;
  }

  /** Replaces the committer of `dir` (tests: a flush that fails). */
  replace(dir: string, commit: GroupCommit): void {
    this.commits.set(dir, commit);
  }
}

export async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function ignore() {}
