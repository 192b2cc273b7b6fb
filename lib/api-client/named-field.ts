import type { ApiResult } from './envelope';

/**
 * Routes whose contract names a field problem at the start of `msg` with `data: null`
 * (`参数 projectId 本项目意向登记已结束…`, docs/api.md: the allotment registration) answer the form
 * hook's one shape here: the message without its prefix, in `fields`, for the form's own fields.
 */
export function withNamedField<T>(result: ApiResult<T>, names: readonly string[]): ApiResult<T> {
  if (result.ok || Object.keys(result.fields).length) return result;
  const m = /^参数 (\w+) (.+)$/s.exec(result.msg);
  return m && names.includes(m[1]!) ? { ...result, fields: { [m[1]!]: m[2]! } } : result;
}
