import formbody from '@fastify/formbody';

/**
 * application/x-www-form-urlencoded, the plain forms that work without JavaScript (the owner's
 * pages, /termin's move), parsed once for every route by @fastify/formbody (registered in
 * app.ts); a route may set a smaller bodyLimit. Its parser (fast-querystring) makes a repeated
 * field a list and the fields an object without prototype, so `__proto__` is a field like any other.
 */
export { formbody as formBody };

/** A posted field as one string: '' when it is missing, the first when it repeats, trimmed. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, string | string[] | undefined> | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
