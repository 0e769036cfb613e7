export function freePort(): Promise<number>;

export interface RelayMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface Relay<M = RelayMail> {
  port: number;
  url: string;
  mails: M[];
  /** What the relay answers to DATA: accept, a permanent 550, or a temporary 451. */
  mode: 'accept' | 'reject-permanent' | 'reject-temporary';
  /** Delay before the relay answers DATA (a slow relay). */
  delayMs: number;
  close: () => Promise<void>;
}

export function startRelay<M = RelayMail>(options?: {
  port?: number;
  record?: (mail: RelayMail) => M | Promise<M>;
  onData?: () => void;
}): Promise<Relay<M>>;
