import fs from 'node:fs';
import path from 'node:path';

/** The build the browser tests run against (the PGlite server's; the PostgreSQL one serves a copy). */
export const DIST = process.env.NEXT_DIST_DIR || '.next';

/** True when there is a build to read (a spec that reads it skips otherwise). */
export const hasBuild = (): boolean => fs.existsSync(path.join(DIST, 'BUILD_ID'));

/**
 * Every page's client-reference manifest of the build, by route ('/(site)/home/[[...rest]]/page'):
 * the client modules a page may load, its entries' scripts and its segments' style sheets.
 */
export function readPageManifests<M>(): Map<string, M> {
  const found = new Map<string, M>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page_client-reference-manifest.js') {
        const sandbox: { __RSC_MANIFEST?: Record<string, M> } = {};
        new Function('globalThis', fs.readFileSync(full, 'utf8'))(sandbox);
        for (const [route, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) found.set(route, manifest);
      }
    }
  };
  walk(path.join(DIST, 'server', 'app'));
  return found;
}
