export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function chromiumOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
export function signedInContext(
  browser: import('playwright-core').Browser,
  baseUrl: string,
  cookie: string,
): Promise<{ context: import('playwright-core').BrowserContext; page: import('playwright-core').Page }>;
