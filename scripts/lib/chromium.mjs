// The one way this project starts Chromium: Debian's binary (Playwright's own
// download does not work on these machines) with the flags the brief gives,
// for the e2e tests, the bench and the scripts alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options for playwright-core's `chromium.launch` or `launchServer`, with any extra flags. */
export function chromiumOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/**
 * A desktop-sized page of a new context in `browser`, signed in with the
 * session cookie (`name=value`) for `baseUrl`: how the benches open an editor.
 */
export async function signedInContext(browser, baseUrl, cookie) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  return { context, page: await context.newPage() };
}
