import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

// Files under DATA_DIR hold personal data (leads) or what could point to it (the statistics'
// salt and hashes): readable by the server's user only.
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/**
 * Writes `data` to a new temporary file, fsyncs it, renames it to `target` and fsyncs the target's
 * directory (so the rename survives a power loss). A reader, or a restart after a crash, sees the
 * old file or the new one, never a part. Resolves only once all four are done; a failed write
 * leaves nothing behind. The temporary file is `<target's name>.<random>.tmp` in `tmpDir` (the
 * target's folder unless a reader of that folder must not see it; on the same file system).
 */
export async function writeDurably(target: string, data: string | Buffer, tmpDir = path.dirname(target)): Promise<void> {
  const tmp = path.join(tmpDir, `${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(tmp, 'wx', FILE_MODE);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => {});
    throw error;
  }
  await fsyncDirectory(path.dirname(target));
}

/** Makes the renames into `dir` that completed before the call durable. */
export async function fsyncDirectory(dir: string): Promise<void> {
  await using handle = await open(dir, 'r');
  await handle.sync();
}
