/** `path` with these query values added (undefined ones left out): console links and redirects. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const q = params.toString();
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
}
