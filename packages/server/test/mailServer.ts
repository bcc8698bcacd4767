import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/* A real SMTP server for tests of mails (reminders, a webhook paused; decisions 059 and 060). */

export interface Mail {
  to: string[];
  text: string;
}

export interface MailServer {
  port: number;
  mails: Mail[];
  close(): Promise<void>;
}

/** An SMTP server on this machine keeping every mail it is given (`port` 0: any free one). */
export async function mailServer(port = 0): Promise<MailServer> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        done();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The quoted-printable body decoded enough to read a link: soft line breaks joined, `=3D` as `=`. */
export const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
