// `npm run owner`: the owner's way onto /intern from a shell, for the first device and the
// lost-everything case (`revoke`). Works on DATA_DIR while the server runs.
import { loadConfigOrExit } from '../settings.ts';
import { commandLine } from './args.ts';
import { linkUrl } from '../owner/paths.ts';
import { OWNER_LIMITS, OwnerStore, tokenHash } from '../owner/store.ts';
import { plural } from '../../shared/format.ts';

const USAGE = `Usage: npm run owner -- <command>

  link     print a one-time link that adds a passkey for /intern: valid ${OWNER_LIMITS.linkMs / 60_000} minutes,
           usable once; it adds a device and removes none (signed in, add further devices under
           Einstellungen › Gerät hinzufügen)
  revoke   remove every passkey and unused link and end every session (every device lost);
           then make a new link

In the container: docker exec <container> node dist/server/cli/owner.js <command>`;

/**
 * `publicUrl`: PUBLIC_URL when it is set; else the address the server last ran at (it notes it
 * in DATA_DIR), else http://localhost:PORT.
 */
export async function runOwner(
  args: string[],
  config: { dataDir: string; publicUrl?: string; port: number },
  print: (line: string) => void = console.log,
): Promise<number> {
  const { parse, refuse } = commandLine(USAGE, print);
  const parsed = parse(args, {});
  if (typeof parsed === 'number') return parsed;
  const [command, ...rest] = parsed.positionals;
  if (command === undefined) return refuse('no command given');
  if (rest.length > 0) return refuse(`"${command}" takes no arguments, got "${rest.join(' ')}"`);
  const store = new OwnerStore(config.dataDir);
  switch (command) {
    case 'link': {
      const { token, expiresAt, url } = await store.createLink();
      const until = new Date(expiresAt).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
      print(`Open this link on the phone (or computer) that gets the passkey; it works once, until ${until}:`);
      print(linkUrl(config.publicUrl ?? url ?? `http://localhost:${config.port}`, token));
      // The token itself is in no log: the server names the link by the start of its hash.
      print(`(link ${tokenHash(token).slice(0, 8)})`);
      return 0;
    }
    case 'revoke': {
      const { passkeys } = await store.revoke();
      print(
        `Removed ${plural(passkeys, 'passkey', 'passkeys')} and every unused link; every session has ended. New device: npm run owner -- link`,
      );
      return 0;
    }
    default:
      return refuse(`unknown command "${command}"`);
  }
}

if (process.argv[1] === import.meta.filename) {
  const config = loadConfigOrExit();
  process.exitCode = await runOwner(process.argv.slice(2), { ...config, publicUrl: process.env.PUBLIC_URL ? config.publicUrl : undefined });
}
