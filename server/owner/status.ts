// After an owner action: one log line (what, which lead; never personal data), a short German
// status line kept for the page the 303 leads back to, where role=status says it. Kept in memory
// per session (a restart loses at most one such line), so the cookie holds nothing but its id.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StatusLine {
  text: string;
  error: boolean;
}

/** Status lines by session hash, one per session at most; a session that ends before it reads its line leaves it until a restart. */
const lines = new Map<string, StatusLine>();

/** Logs the action with the rest of `logged`, keeps its status line and sends the browser back to `to` (303: no repeat on reload). */
export function finish(
  request: FastifyRequest,
  reply: FastifyReply,
  to: string,
  { text, error = false, ...logged }: { action: string; text: string; error?: boolean; [logged: string]: unknown },
) {
  request.log.info(logged, 'owner action');
  if (request.ownerSession) lines.set(request.ownerSession.hash, { text, error });
  return reply.redirect(to, 303);
}

/** The status line an action left, once. */
export function takeStatus(request: FastifyRequest): StatusLine | null {
  const hash = request.ownerSession?.hash ?? '';
  const status = lines.get(hash) ?? null;
  lines.delete(hash);
  return status;
}
