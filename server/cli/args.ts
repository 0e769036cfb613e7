// The tools' command line (`npm run outbox|stats|owner -- …`): node:util's parseArgs with --help,
// -h and the command `help`; a misuse is one line, then the usage, exit code 2.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A tool's `parse` and `refuse`, for its usage text and its way of printing a line. */
export function commandLine(usage: string, print: (line: string) => void) {
  const refuse = (problem: string) => (print(`${problem}\n\n${usage}`), 2);
  /** The options and positionals, or the exit code once the usage (after a misuse) is printed. */
  function parse<O extends ParseArgsOptionsConfig>(args: string[], options: O, allowPositionals = true) {
    try {
      const parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } as const }, allowPositionals });
      return 'help' in parsed.values || parsed.positionals[0] === 'help' ? (print(usage), 0) : parsed;
    } catch (error) {
      // `Unknown option '--x'. To specify …` -> `unknown option "--x"`.
      const [message] = (error as Error).message.split('. ');
      return refuse(message!.replace(/^\w/, (c) => c.toLowerCase()).replaceAll("'", '"'));
    }
  }
  return { parse, refuse };
}
