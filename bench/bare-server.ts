import fs from 'node:fs';
import http from 'node:http';

// The baseline: a bare node:http server answering the exact bytes the app answered.
const [file, contentType, port] = process.argv.slice(2);
const body = fs.readFileSync(file!);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType!, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
