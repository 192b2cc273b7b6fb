/**
 * A CPU profile of a chosen window of a running server, not of its start-up (which `node
 * --cpu-prof` includes: opening and seeding the database would swamp a 10-second load). Preload it:
 *
 *   node --import ./scripts/profile-window.mjs scripts/portal-server.mjs --port 4202 --hostname localhost
 *   kill -USR2 <pid>   # start, then drive load
 *   kill -USR2 <pid>   # stop: writes $PROFILE_OUT (default ./portal.cpuprofile)
 *
 * Then `node scripts/profile-summary.mjs portal.cpuprofile <requests>` (docs/performance.md,
 * "Method"). Development only; nothing in the portal loads this file.
 */
import fs from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
let running = false;

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')));
    console.log('[profile-window] profiling');
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) return console.error('[profile-window] stop failed:', error.message);
    const out = process.env.PROFILE_OUT || 'portal.cpuprofile';
    fs.writeFileSync(out, JSON.stringify(result.profile));
    console.log(`[profile-window] written ${out}`);
  });
});
