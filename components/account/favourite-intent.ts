import type { FavouriteKind } from '@/lib/api-client/personal-center';

/**
 * A 收藏 click while signed out leads to sign-in and back; the intent waits in this tab's
 * sessionStorage so the favourite is completed on return (and only there, only once).
 */
const INTENT_KEY = 'bzf.favouriteIntent';

function intentOf(kind: FavouriteKind, id: number): string {
  return `${kind}:${id}`;
}

export function takeFavouriteIntent(kind: FavouriteKind, id: number): boolean {
  try {
    if (window.sessionStorage.getItem(INTENT_KEY) !== intentOf(kind, id)) return false;
    window.sessionStorage.removeItem(INTENT_KEY);
    return true;
  } catch {
    return false;
  }
}

export function rememberFavouriteIntent(kind: FavouriteKind, id: number): void {
  try {
    window.sessionStorage.setItem(INTENT_KEY, intentOf(kind, id));
  } catch {
    // Storage refused (private mode): the visitor clicks 收藏 once more after signing in.
  }
}
