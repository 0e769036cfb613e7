import { mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DIR_MODE } from './durable-file.ts';

/**
 * The server's configuration: loadConfig, and what only a running server needs (the export
 * and the outbox tool need it not): a DATA_DIR this process can create and write, checked now,
 * since the form could store nothing. A production server without mail settings boots, but
 * says so at error level and in /readyz (`delivery-disabled`, see plugins/app/leads.ts and
 * routes/health.ts): the leads are safe in DATA_DIR and the one status to monitor shows it.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(env);
  checkDataDir(config.dataDir);
  return config;
}

/**
 * Creates DATA_DIR where it is missing, one level at a time (a recursive mkdir never returns
 * for a path under /proc), and writes and deletes a file in it.
 */
function checkDataDir(dir: string): void {
  const unusable = (reason: string) =>
    new ConfigError(
      'DATA_DIR',
      `is "${dir}", which ${reason}: expected a folder this process may create and write, e.g. DATA_DIR=./data ` +
        '(in the container: a volume at /data that uid 1000 may write)',
    );
  const missing: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      if (!statSync(at).isDirectory()) throw unusable(at === dir ? 'is a file' : `lies inside the file ${at}`);
      break;
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || path.dirname(at) === at) throw unusable(`cannot be read (${code})`);
      missing.unshift(at);
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode: DIR_MODE });
    } catch (error) {
      throw unusable(`cannot be created (${(error as NodeJS.ErrnoException).code} for ${folder})`);
    }
  }
  const probe = path.join(dir, `.boot-check-${process.pid}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw unusable(`cannot be written (${(error as NodeJS.ErrnoException).code})`);
  }
}
