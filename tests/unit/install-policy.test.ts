// Issue 31 point 8: re2 (an optional dependency of superstatic, under
// firebase-tools) compiled from source for five minutes of every fresh install,
// its prebuilt download being out of reach. Nothing here needs it: the Auth
// Emulator never loads superstatic, and superstatic itself falls back to RegExp
// when re2 does not load. So the install denies re2's install script.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};

describe('install policy', () => {
  it("denies re2's install script (npm skips a dependency denied with false)", () => {
    expect(pkg.allowScripts?.re2).toBe(false);
  });

  it('superstatic works with re2 missing: its patterns fall back to RegExp', () => {
    // A child Node in which require("re2") fails, as it does when re2 was never built.
    const script = `
      const Module = require('node:module');
      const load = Module._load;
      Module._load = function (request, ...rest) {
        if (request === 're2') throw new Error('re2 not built');
        return load.call(this, request, ...rest);
      };
      const patterns = require('superstatic/lib/utils/patterns.js');
      const re = patterns.createRaw('^/a/(\\\\d+)$');
      process.stdout.write(JSON.stringify({
        re2: patterns.re2Available(),
        isRegExp: re instanceof RegExp,
        matches: patterns.configMatcher('/a/42', { regex: '^/a/\\\\d+$' }),
        misses: patterns.configMatcher('/b', { regex: '^/a/\\\\d+$' }),
      }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<string, boolean>;
    expect(out).toEqual({ re2: false, isRegExp: true, matches: true, misses: false });
  });
});
