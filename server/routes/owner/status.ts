// After an owner action: one log line (what, which lead; never personal data), a short German
// status line kept in the session for the page the 303 leads back to, where role=status says it.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StatusLine {
  text: string;
  error: boolean;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The last action's outcome, shown once by the next page. */
    status: StatusLine;
  }
}

/** Logs the action, keeps its status line and sends the browser back to `to` (303: a reload does not repeat it). */
export function finish(
  request: FastifyRequest,
  reply: FastifyReply,
  to: string,
  { action, leadId, text, error = false }: { action: string; leadId?: string; text: string; error?: boolean },
) {
  request.log.info({ action, ...(leadId ? { leadId } : {}) }, 'owner action');
  request.session.set('status', { text, error });
  return reply.redirect(to, 303);
}

/** The status line an action left, once. */
export function takeStatus(request: FastifyRequest): StatusLine | null {
  const status = request.session.get('status') ?? null;
  if (status) request.session.set('status', undefined);
  return status;
}

/** A form field as one string (the owner scope's parser makes a repeated field an array). */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, string | string[] | undefined> | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
