import formbody from '@fastify/formbody';

/**
 * application/x-www-form-urlencoded, the plain forms that work without JavaScript (the owner's
 * pages, /termin's move), parsed once for every route by @fastify/formbody (registered in
 * app.ts); a route may set a smaller bodyLimit. Its parser (fast-querystring) makes a repeated
 * field a list and the fields an object without prototype, so `__proto__` is a field like any other.
 */
export { formbody as formBody };
