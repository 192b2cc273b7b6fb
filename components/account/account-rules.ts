/**
 * The personal centre's form schemas (lib/validation/personal-info-forms.ts, built from the API's
 * own rules). zod is ≈ 66 kB gzip in the browser, more than the rest of the personal centre: it is
 * imported when a form is opened or sent, never with the page. Calling this again returns the same
 * module.
 */
export const loadAccountRules = () => import('@/lib/validation/personal-info-forms');
