/**
 * The pure half of every template, by name: what the Edge middleware needs to build a route-cache
 * key. Importing this pulls in no database, Node or React code (a test checks the Edge bundle).
 * The record itself is generated from the folders (./keys.gen.ts, `npm run templates`).
 */
import type { PersonalTemplateName } from '@/lib/navigation/routes';
import { TEMPLATE_KEYS } from './keys.gen';
import type { TemplateKeys } from './types';

export { TEMPLATE_KEYS };

export type TemplateName = keyof typeof TEMPLATE_KEYS;

/** Templates whose pages may be stored in the route cache: read from each one's `cacheable`. */
export type CachedTemplateName = { [K in TemplateName]: (typeof TEMPLATE_KEYS)[K]['cacheable'] extends true ? K : never }[TemplateName];

/** Templates rendered per request outside the personal centre (forms, searches, signed-in lists). */
export type PerRequestTemplateName = Exclude<TemplateName, CachedTemplateName | PersonalTemplateName>;

/** The column-trail parameters every template reads first (lib/navigation/resolve). */
export const NAV_KEY_PARAMS = ['special', 'col1', 'col2', 'col3', 'col4'] as const;

/**
 * The order in which the templates' parameters were written into keys before the registry was
 * generated (the old hand-kept record's order): kept, so every route-cache key stays the same. A new
 * template's new parameters follow, in the registry's (alphabetical) order.
 */
const KEY_ORDER = ['pageNum', 'contentId', 'year', 'type', 'district', 'status', 'rent', 'price', 'area', 'layout', 'sort', 'projectId', 'project', 'use', 'shopId', 'company', 'place', 'postId'];

const templateParams: readonly string[] = Object.values(TEMPLATE_KEYS satisfies Record<string, TemplateKeys>).flatMap((k: TemplateKeys) => k.params);

/** Every parameter that can be part of a cache key, in the order they are written. */
export const CACHE_QUERY_ORDER: readonly string[] = [
  ...new Set<string>([...NAV_KEY_PARAMS, ...KEY_ORDER.filter((p) => templateParams.includes(p)), ...templateParams]),
];
