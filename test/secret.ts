/** The FORM_SECRET of every server the tests start: in-process apps, built processes and the browser tests' site. */
export const FORM_SECRET = 'test-secret-test-secret-test-secret-0123';
