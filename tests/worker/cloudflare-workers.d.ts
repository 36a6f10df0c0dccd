// The parts of the runtime modules these tests use, typed for this project.
declare module 'cloudflare:workers' {
  export const env: import('../../src/env').Env & {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    TEST_SERVICE_ACCOUNT_PUBLIC_KEY: string;
  };
  export const exports: { default: { fetch(request: Request): Promise<Response> } };
}
