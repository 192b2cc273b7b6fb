/**
 * Which paths need a session. Kept out of ./routes on purpose: routes is read by client components
 * on every page, and this needs the template registry's pure half (which carries zod), so importing
 * it there would put the form schemas into every page's JavaScript.
 */
import { TEMPLATE_KEYS } from '@/lib/templates/keys';
import { findT1Route } from './routes';
import { isPersonalCenterPath } from './paths';

/** Pages that need a session: the personal centre and the /t1 routes of signed-in templates (shop registration). */
export function isSignedInPath(pathname: string): boolean {
  if (isPersonalCenterPath(pathname)) return true;
  if (!pathname.startsWith('/t1/')) return false;
  const route = findT1Route(pathname.slice(4).split('/'));
  return route ? (TEMPLATE_KEYS[route.template] as { signedIn?: true }).signedIn === true : false;
}
