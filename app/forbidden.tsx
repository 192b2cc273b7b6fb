/**
 * The root's 403 boundary. Only console pages call forbidden() (app/admin/forbidden.tsx answers
 * them); this one exists because the authInterrupts flag puts the root's 403 and 401 boundaries
 * into every page's RSC payload, and Next's default ones cost ≈ 1.2 kB each on public pages.
 */
export default function Forbidden() {
  return <h1>无权访问</h1>;
}
