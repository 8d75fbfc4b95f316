/**
 * A tiny stand-in for Mailpit in `npm run test:containers` (Mailpit's image cannot be pulled on
 * a machine without a registry): takes every mail over plain SMTP on :1025 and lists what it
 * caught at `GET /api/v1/messages` on :8025, in Mailpit's shape (`total`, each message's
 * `Subject` and `To`). It runs under Node 24 as it is (type stripping), from its own image
 * (smtp-catcher.Dockerfile); nothing imports it.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';

/** One caught mail, as Mailpit's message list names its fields. */
interface CaughtMessage {
  /** The envelope recipients. */
  To: { Address: string }[];
  /** The Subject header, as sent (encoded words left encoded). */
  Subject: string;
}

const caught: CaughtMessage[] = [];

/** Speaks the server's side of one SMTP conversation (no TLS, no auth: the network is private). */
function converse(socket: Socket): void {
  let buffer = '';
  let data: string[] | null = null;
  let recipients: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 bloom-smtp-catcher ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line !== '.') {
          data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const subject = data.find((header) => /^subject:/i.test(header)) ?? 'Subject: ';
        caught.push({
          To: recipients.map((address) => ({ Address: address })),
          Subject: subject.replace(/^subject:\s*/i, ''),
        });
        console.log(`caught a mail to ${recipients.join(', ')}`);
        data = null;
        recipients = [];
        reply('250 OK: caught');
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 bloom-smtp-catcher');
      else if (verb === 'RCPT') {
        recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else if (verb === 'RSET') {
        recipients = [];
        reply('250 OK');
      } else reply('250 OK');
    }
  });
  socket.on('error', () => socket.destroy());
}

const smtp = createTcpServer(converse).listen(1025, '0.0.0.0');
const http = createHttpServer((request, response) => {
  if (request.url === '/api/v1/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ total: caught.length, messages: caught }));
  } else {
    response.writeHead(request.url === '/livez' ? 200 : 404).end();
  }
}).listen(8025, '0.0.0.0');
console.log('smtp catcher listening on :1025 (SMTP) and :8025 (HTTP)');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    smtp.close();
    http.close();
    process.exit(0);
  });
}
