import { expect, test } from '@playwright/test';
import { hasBuild, readPageManifests } from './helpers/build-manifests';

/**
 * How many render-blocking style sheets a public page links (issue 25 part 5; decision 0140). A
 * phone opens at most six connections to the portal (HTTP/1.1): sheets beyond what they carry at
 * once wait a round trip before the first paint, and on /home they pushed the banner and the
 * scripts back far enough that Lighthouse counted the page's hydration as blocking time. Turbopack's
 * CSS chunker re-cuts every page's sheets when one module's imports change (a `composes:` from
 * another module, a hook imported from a component with a style module), so the counts are kept
 * here, read from the build the browser tests run and from the page itself.
 */

type Manifest = { entryCSSFiles: Record<string, { path: string }[]> };

const ROOT = '[project]/app/layout';
const SITE = '[project]/app/(site)/layout';

test("every public page's frame is three style sheets: the root layout's two and the site frame's one", () => {
  test.skip(!hasBuild(), 'no build to read');
  const manifests = [...readPageManifests<Manifest>()].filter(([route]) => route.startsWith('/(site)/'));
  expect(manifests.length).toBeGreaterThanOrEqual(10);
  for (const [route, { entryCSSFiles }] of manifests) {
    // The root layout: its failure views, skip link and spinner in one sheet, globals.css (global CSS,
    // which the chunker never merges with a module other groups load) in the other.
    expect(entryCSSFiles[ROOT]?.length, `${route}: root layout`).toBe(2);
    // A layout's list holds its parents' sheets too: the (site) frame adds one.
    expect(entryCSSFiles[SITE]?.length, `${route}: (site) layout`).toBe(3);
  }
});

test('the home page links six style sheets at most', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  // The frame's three, two of the looks it shares with the lists (ui/List; ui/EmptyState and ui/Badge,
  // with other pages' modules the chunker put beside them) and the home page's own.
  expect(sheets.length).toBeGreaterThanOrEqual(3);
  expect(sheets.length).toBeLessThanOrEqual(6);
});
