import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * application/x-www-form-urlencoded, the plain forms that work without JavaScript (the owner's
 * pages, /termin's move), parsed here once for every route; a route may set a smaller bodyLimit.
 * It stands in for @fastify/formbody: the same job in a few lines, without a dependency.
 */
export const formBody = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, parseForm(body as string)),
    );
  },
  { name: 'form-body' },
);

/** The fields of a body: a field that repeats is a list. No prototype, so `__proto__` is a field like any other. */
export function parseForm(body: string): Record<string, string | string[]> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}

/** A posted field as one string: '' when it is missing, the first when it repeats, trimmed. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, string | string[] | undefined> | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
