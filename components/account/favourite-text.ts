/**
 * What the 收藏 button says before anything is loaded (every article and project page): kept apart
 * from PC_TEXT (which includes it) so those pages do not carry the personal centre's strings.
 */
export const FAVOURITE_TEXT = {
  favourite: '收藏',
  favouriteHint: '登录后可收藏本文',
} as const;
