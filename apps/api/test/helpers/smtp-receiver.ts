import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port that keeps every message it accepts. `refuse` answers the
 * next messages 450 (a mailbox unavailable for now); `delayMs` makes it a slow mail server.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const behaviour = { refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour.refuse) {
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), behaviour.delayMs);
      });
    },
  });
  // A sender killed mid-session resets its connection: the receiving side notes it and goes on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message, unfolded (a long Subject spans several lines). */
export function mailHeader(raw: string, field: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!;
  return new RegExp(`^${field}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.trim() ?? '';
}
