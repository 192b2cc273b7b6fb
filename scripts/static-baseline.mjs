/**
 * The benchmark's physical limit: the portal's very bytes served by a minimal node:http server.
 * argv: pages JSON file ([{path, type, body(base64)}]), port. Tells the parent when listening.
 */
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const pages = new Map(
  JSON.parse(fs.readFileSync(file, 'utf8')).map((p) => [p.path, { type: p.type, body: Buffer.from(p.body, 'base64') }]),
);
http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': page.type, 'content-length': page.body.length });
    res.end(page.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
