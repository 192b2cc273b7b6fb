/** The checklist items' keys (./material-checklist.ts maps the guides' items to them). Pure and small: the forms' enum, in the browser too. */
export const MATERIAL_KEYS = ['application_form', 'id_card', 'hukou', 'marriage', 'income', 'social_insurance', 'housing_authorization', 'employment'] as const;
export type MaterialKey = (typeof MATERIAL_KEYS)[number];
