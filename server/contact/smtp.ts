import nodemailer, { type Transporter } from 'nodemailer';

const ANSWER_CHARS = 300;

/**
 * A pooled transport for SMTP_URL. The delivery loop retries; the pool only gives a message whose connection the relay
 * had closed (idle, or after a few refusals) one fresh connection at once, so the relay's real answer is what it sees.
 */
export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxRequeues: 1,
    // A dead relay must not stall the loop for nodemailer's default 2 minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/**
 * One line about a failed send, from nodemailer's error: a 5xx is a refusal (whatever the step), a 4xx a temporary
 * answer, no answer at all a relay that cannot be reached. Never the message itself.
 */
export function relayFailure(error: unknown): { refused: boolean; text: string; answer: string } {
  const { code, command, responseCode, response, message } = error as Partial<
    Record<'code' | 'command' | 'response' | 'message', string> & { responseCode: number }
  >;
  const answer = (response ?? message ?? String(code)).slice(0, ANSWER_CHARS);
  const at = command ? ` at ${command}` : '';
  if (typeof responseCode !== 'number') {
    const reply = `${code ?? 'no code'}: ${answer}`;
    return {
      refused: false,
      text: `the relay cannot be reached${at} (${reply}): check host and port in SMTP_URL, TLS, DNS and the firewall`,
      answer: reply,
    };
  }
  if (responseCode >= 500) {
    return { refused: true, text: `the relay refused${at}: ${answer} (check the login in SMTP_URL, MAIL_FROM and MAIL_TO)`, answer };
  }
  return { refused: false, text: `the relay answered with a temporary error${at}: ${answer}`, answer };
}

/** Sends a test mail through a transport like the delivery loop's; the line says what happened, `answer` is the relay's own reply. */
export async function sendTestMail(smtpUrl: string, from: string, to: string): Promise<{ ok: boolean; line: string; answer: string }> {
  const transport = createTransport(smtpUrl);
  try {
    const { response } = (await transport.sendMail({
      envelope: { from, to },
      from: { name: 'Kontaktformular', address: from },
      to,
      subject: 'Testnachricht des Kontaktformulars',
      text: 'Diese Nachricht prüft die Mail-Einstellungen der Website (SMTP_URL, MAIL_FROM, MAIL_TO).\nSie ist angekommen: Anfragen aus dem Kontaktformular erreichen dieses Postfach.',
      headers: { 'Auto-Submitted': 'auto-generated' },
    })) as { response?: string };
    return {
      ok: true,
      line: `sent: the relay accepted a test mail from ${from} to ${to}${response ? ` (${response})` : ''}; check that it arrived`,
      answer: response ?? '',
    };
  } catch (error) {
    const failure = relayFailure(error);
    return { ok: false, line: `failed: ${failure.text}`, answer: failure.answer };
  } finally {
    transport.close();
  }
}
