// A tiny SMTP server for the e2e run: accepts every mail and stores it as JSON in SMTP_SINK_DIR, where
// `mailbox.ts` reads it. Run with Node's type stripping: `node e2e/support/smtp-sink.ts`.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { parseMail } from './mail-message.ts';

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
if (!port || !dir) throw new Error('SMTP_SINK_PORT and SMTP_SINK_DIR are required');
mkdirSync(dir, { recursive: true });

function store(raw: string, from: string, to: string[]): void {
  const name = `${Date.now()}-${randomUUID()}`;
  const file = path.join(dir as string, `${name}.json`);
  // Written under another name first, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(parseMail(raw, { from, to }), null, 2));
  renameSync(`${file}.tmp`, file);
}

function session(socket: Socket): void {
  let buffer = '';
  let inData = false;
  let from = '';
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();

  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  reply('220 localhost e2e SMTP sink');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        // Dot-stuffing: a leading dot was doubled by the client.
        const raw = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        inData = false;
        store(raw, from, to);
        from = '';
        to = [];
        reply('250 OK: stored');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        from = address(line.slice(line.indexOf(':') + 1));
        reply('250 OK');
      } else if (verb === 'RCPT') {
        to.push(address(line.slice(line.indexOf(':') + 1)));
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        from = '';
        to = [];
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
        return;
      } else reply('502 Command not implemented');
    }
  });
}

const server = createServer(session);
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on ${port}, mails in ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
