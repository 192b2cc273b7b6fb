-- wrk's figures as one JSON line (scripts/bench-front.mjs reads the line starting with WRK_JSON).
-- Only done() is defined: a response() hook would make wrk copy every body into Lua and become the
-- bottleneck again. What wrk counts (wrk 4.1, src/wrk.c):
--   timeout  an answer that came later than --timeout (it is left out of the latency figures);
--            a request still unanswered when the run stops is not counted by wrk at all
--   status   answers with a status above 399
--   connect / read / write  socket errors (a refused connection, a reset, a closed socket)
-- Latencies are in microseconds, after wrk's correction for coordinated omission (stats_correct).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"meanUs":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    e.connect, e.read, e.write, e.status, e.timeout))
end
