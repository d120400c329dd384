import http from 'node:http';
import pg from 'pg';

// The baseline of ticket creation: a bare node:http server that answers each POST with one
// INSERT of its JSON body's title into a one-table copy, committed on its own, and the row back.
const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
await pool.query(`create table if not exists bench_bare_tickets (
  id uuid primary key default gen_random_uuid(), title text not null, created_at timestamptz not null default now())`);
http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const { title } = JSON.parse(body) as { title: string };
      const { rows } = await pool.query('insert into bench_bare_tickets (title) values ($1) returning *', [
        title,
      ]);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows[0]));
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
