// The forged traffic of flood.test.ts, sent from a worker thread so that sending it does not hold
// the server's event loop: every request a new User-Agent (a new visitor) and a new Referer host,
// three in four new campaign tags of the longest kept length in four-byte letters; a tenth goes
// to paths the site does not have.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, amount, connections, paths, milestones } = workerData as {
  url: string;
  amount: number;
  connections: number;
  paths: string[];
  /** Answers after which the test is told. */
  milestones: number[];
};

/** 64 characters (256 bytes in UTF-8), unique by `n`. */
const tag = (n: number, letter: string) => [...`${n.toString(36)}${letter.repeat(64)}`].slice(0, 64).join('');

let sent = 0;
let answered = 0;
const instance = autocannon(
  {
    url,
    amount,
    connections,
    requests: [
      {
        setupRequest: (request) => {
          const n = sent++;
          const page = n % 10 === 9 ? `/gibt-es-nicht-${n}` : paths[n % paths.length]!;
          const query = `?utm_source=${encodeURIComponent(tag(n, '𝔘'))}&utm_medium=${encodeURIComponent(tag(n, '𝔙'))}&utm_campaign=${encodeURIComponent(tag(n, '𝔚'))}`;
          request.path = n % 4 ? `${page}${query}` : page;
          request.headers = {
            'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`,
            referer: `https://${'h'.repeat(50)}-${n}.${'x'.repeat(60)}.example.org/`,
            accept: 'text/html',
            'sec-fetch-dest': 'document',
          };
          return request;
        },
      },
    ],
  },
  (error, result) =>
    parentPort!.postMessage(
      error ? { error: String(error) } : { done: true, ok: result['2xx'], answered, errors: result.errors, seconds: result.duration },
    ),
);
instance.on('response', () => {
  if (milestones.includes(++answered)) parentPort!.postMessage({ milestone: answered });
});
