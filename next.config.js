/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

module.exports = {
  // Lets two builds coexist in one checkout (e.g. the benchmark's); defaults to .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Source maps of the browser chunks only on request, to see what each chunk holds (docs/performance.md).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // Several instances of one build (npm run front, docs/deploy.md): one deployment id for version
  // skew, and it is the build id too, so two builds never share the cache handler's entries
  // (with deploymentId alone Next would use a constant build id).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  generateBuildId: process.env.NEXT_DEPLOYMENT_ID ? async () => process.env.NEXT_DEPLOYMENT_ID : undefined,
  poweredByHeader: false,
  // The portal server (scripts/portal-server.mjs) compresses, after it has hashed each page's inline
  // scripts into the Content-Security-Policy; Next must not compress first.
  compress: false,
  // Pages take no body: middleware buffers at most a few kB of one (issue #9).
  // authInterrupts: forbidden() answers a console page a role may not open with HTTP 403 (app/admin/forbidden.tsx).
  // cssChunking 'graph': the default chunker put 53 CSS modules, most of them other pages', into
  // every page's root style sheet (117 kB on /home; docs/performance.md "One kit, one style, one menu").
  experimental: { proxyClientMaxBodySize: '4kb', authInterrupts: true, cssChunking: 'graph' },
  compiler: { styledComponents: true },
  // PGlite's 9 MB wasm must stay on the server; bundling would publish it under .next/static.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  // Route and data cache with hard bounds that stores successful renders only (issue #9, docs/security.md "Route cache").
  cacheHandler: require.resolve('./lib/cache/route-cache-handler.js'),
  // webpack builds (`next build --webpack`): the cache handler is also bundled into the Edge
  // middleware, which never calls it; there its lazy require('node:…') calls resolve to nothing
  // instead of failing the build (Turbopack needs no such hint).
  webpack(config, { nextRuntime, webpack }) {
    if (nextRuntime === 'edge') {
      const nodeOnly = ['crypto', 'fs', 'path', 'v8'];
      config.plugins.push(new webpack.NormalModuleReplacementPlugin(/^node:/, (r) => (r.request = r.request.slice(5))));
      config.resolve.fallback = { ...config.resolve.fallback, ...Object.fromEntries(nodeOnly.map((m) => [m, false])) };
    }
    return config;
  },
  turbopack: {},
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The staff console is never indexed, whatever a page forgets (its layout says noindex too).
      { source: '/admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
};
