/** The root's 401 boundary: nothing calls unauthorized(); small for the reason app/forbidden.tsx gives. */
export default function Unauthorized() {
  return <h1>请先登录</h1>;
}
