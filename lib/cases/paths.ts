/** The console's case pages and handlers (pure constants: the string-written inbox and the React pages share them). */
export const CASE_PAGES = {
  inbox: '/admin/cases',
  case: (id: number | string) => `/admin/cases/${id}`,
} as const;

export const CASE_API = {
  move: '/admin/api/cases/move',
  note: '/admin/api/cases/note',
  assign: '/admin/api/cases/assign',
  export: '/admin/api/cases/export',
} as const;
