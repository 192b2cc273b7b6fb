/**
 * Flags for the machine's Chromium wherever a tool drives it (Playwright, Lighthouse): no sandbox (it
 * runs in a container), no GPU, and no calls of its own to outside services during a measurement.
 * CommonJS so that the Playwright config (compiled to CommonJS) and the .mjs scripts both load it.
 */
exports.CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
