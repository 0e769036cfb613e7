// The container's HEALTHCHECK, run exactly as the Dockerfile states it, against a real server:
// healthy while a lead can be stored, unhealthy once the store cannot take one, although the
// process still answers.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { ROOT, requireBuild, startServer, until } from './process.ts';

requireBuild(t);

/** The HEALTHCHECK's CMD array from the Dockerfile. */
function healthcheckCommand(): string[] {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const line = dockerfile.split('\n').find((l) => l.startsWith('HEALTHCHECK'));
  const json = line && /\bCMD\s+(\[.*\])\s*$/.exec(line)?.[1];
  if (!json) throw new Error('no HEALTHCHECK with a CMD array in the Dockerfile');
  return JSON.parse(json) as string[];
}

function runCheck(command: string[], port: number): Promise<number> {
  const [program, ...args] = command;
  return new Promise((resolve) => {
    const child = execFile(program === 'node' ? process.execPath : program!, args, { env: { PORT: String(port) } });
    child.on('exit', (code) => resolve(code ?? -1));
  });
}

t.test('HEALTHCHECK – healthy while leads can be stored, unhealthy once DATA_DIR cannot take one', async (t) => {
  const command = healthcheckCommand();
  const server = await startServer(t);
  t.equal(await runCheck(command, server.port), 0, 'healthy: the store takes leads');

  // new/ replaced by a file: no lead can be stored, the process answers all the same.
  await rm(path.join(server.dataDir, 'new'), { recursive: true });
  await writeFile(path.join(server.dataDir, 'new'), 'not a folder');
  t.equal((await fetch(`${server.url}/healthz`)).status, 200, 'the process is alive');
  // The readiness probe answers from its last result for up to its interval: ask until it looks again.
  t.equal(await until(() => runCheck(command, server.port), 200), 1, 'unhealthy: docker ps shows it');
});
