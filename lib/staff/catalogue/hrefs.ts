/** The catalogue editor's pages and calls, as paths (pure: definitions, pages and handlers share them). */
export const catalogueListHref = (key: string) => `/admin/catalogue/${key}`;
export const catalogueEditHref = (key: string, id: number | 'new') => `/admin/catalogue/${key}/${id}`;
export const catalogueApiHref = (key: string, id: number | 'new', op: 'save' | 'state' | 'delete') => `/admin/api/catalogue/${key}/${id}/${op}`;

/** A catalogue edit page an upload without JavaScript may return to: /admin/catalogue/<entity>/<id|new>. */
export const CATALOGUE_EDIT_PATH = /^\/admin\/catalogue\/[A-Za-z]{1,40}\/(new|[1-9]\d{0,9})$/;
