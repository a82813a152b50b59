// The inbound SMTP listener for import addresses (off unless IMPORT_SMTP_PORT is set): it accepts
// mail only for `trips+<token>@<domain>` addresses in use (others are refused at RCPT), up to a
// size, keeps each mail before answering OK, and reads it in the background.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { receiveMail, userOfAddress, type InboxDeps } from '../modules/imports/mail-inbox.js';

export interface InboundSmtpOptions extends InboxDeps {
  host: string;
  port: number;
  domain: string;
  maxBytes: number;
}

/** An SMTP answer with its code, as smtp-server sends errors. */
const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

const subjectOf = (raw: Buffer) => /^subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(raw.subarray(0, 64 * 1024).toString('utf8'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';

export async function startInboundSmtp(options: InboundSmtpOptions) {
  const { db, domain, maxBytes, logger } = options;
  const server = new SMTPServer({
    name: domain,
    banner: 'trip import',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      userOfAddress(db, address.address, domain).then(
        (userId) => callback(userId ? undefined : refusal(550, 'No such recipient here')),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes) {
          callback(refusal(552, 'Message exceeds the size limit'));
          return;
        }
        const raw = Buffer.concat(chunks);
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const subject = subjectOf(raw);
        const keep = async () => {
          for (const rcpt of session.envelope.rcptTo) {
            const userId = await userOfAddress(db, rcpt.address, domain);
            if (userId) await receiveMail(options, userId, raw, sender, subject);
          }
        };
        keep().then(
          () => callback(null, 'The process will run in background'),
          (error: unknown) => {
            logger.error({ err: error }, 'inbound mail not kept');
            callback(refusal(451, 'Try again later'));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  server.on('error', (error) => logger.error({ err: error }, 'inbound SMTP error'));
  const port = (server.server.address() as AddressInfo).port;
  logger.info({ port, domain }, 'import mail listener on');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
