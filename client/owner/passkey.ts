// The passkey ceremony of the owner's sign-in and set-up pages (/intern), their only script: its
// own bundle (build.mjs), never loaded by a public page. The server renders the page, with the
// button hidden; this shows it and, on a tap, fetches the options, lets the browser ask for the
// passkey and posts the answer back. A success moves on to the overview.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

const GENERIC = 'Das hat nicht geklappt. Bitte versuch es noch einmal.';
const TOO_MANY = 'Zu viele Versuche. Bitte warte ein paar Minuten.';
const CANCELLED = 'Abgebrochen. Tippe noch einmal auf den Knopf, wenn du so weit bist.';
const UNSUPPORTED = 'Dieser Browser kann keine Passkeys. Nimm einen aktuellen Browser auf deinem Telefon.';

/** An answer the page can show: the server's German sentence, or one chosen by status. */
class Refused extends Error {}

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && data.ok === true) return data;
  if (response.status === 429) throw new Refused(TOO_MANY);
  throw new Refused(data.ok === false && typeof data.message === 'string' ? data.message : GENERIC);
}

function setUp(root: HTMLElement): void {
  const button = root.querySelector('button')!;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  const { passkey: mode, options: optionsUrl = '', verify: verifyUrl = '', token, next: asked } = root.dataset;
  const say = (text: string, error = false) => {
    status.textContent = text;
    status.classList.toggle('owner-status--error', error);
  };
  root.querySelector<HTMLElement>('[data-no-script]')!.hidden = true;
  if (!browserSupportsWebAuthn()) return say(UNSUPPORTED, true);
  button.hidden = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    say('Einen Moment …');
    void (async () => {
      try {
        const { options } = (await post(optionsUrl, { token })) as { options: never };
        const response =
          mode === 'register' ? await startRegistration({ optionsJSON: options }) : await startAuthentication({ optionsJSON: options });
        say('Wird geprüft …');
        const name = root.querySelector<HTMLInputElement>('input[name="name"]')?.value ?? '';
        const { next } = (await post(verifyUrl, { token, name, response })) as { next: string };
        say('Angemeldet.');
        location.assign(asked ?? next);
      } catch (error) {
        const name = (error as Error).name;
        say(error instanceof Refused ? error.message : name === 'NotAllowedError' || name === 'AbortError' ? CANCELLED : GENERIC, true);
        button.disabled = false;
      }
    })();
  });
}

const root = document.querySelector<HTMLElement>('[data-passkey]');
if (root) setUp(root);
