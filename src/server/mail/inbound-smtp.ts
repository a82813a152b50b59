// The inbound SMTP listener for import addresses (off unless IMPORT_SMTP_PORT is set): it accepts
// mail only for `trips+<token>@<domain>` addresses in use (others are refused at RCPT), up to a
// size, a number of mails an hour per sender and per address, and a number of connections at once;
// it keeps each mail (file, row, queued reading) before answering OK, and a failure to keep it is
// answered with a temporary error so that the sender tries again.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { reasonOf } from '../jobs/queue.js';
import { mailsInLastHour, receiveMail, userOfAddress, type InboxDeps } from '../modules/imports/mail-inbox.js';

export interface InboundLimits {
  /** Mails an hour one sender (the envelope's MAIL FROM) may leave, over all addresses. */
  perSenderPerHour: number;
  /** Mails an hour one import address takes. */
  perAddressPerHour: number;
  /** Connections at once. */
  maxClients: number;
}

export const defaultInboundLimits: InboundLimits = { perSenderPerHour: 30, perAddressPerHour: 60, maxClients: 20 };

export interface InboundSmtpOptions extends Omit<InboxDeps, 'receipts'> {
  host: string;
  port: number;
  domain: string;
  maxBytes: number;
  limits?: InboundLimits;
}

/** An SMTP answer with its code, as smtp-server sends errors. */
const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export async function startInboundSmtp(options: InboundSmtpOptions) {
  const { db, domain, maxBytes, logger, limits = defaultInboundLimits } = options;
  const senderOf = (session: SMTPServerSession) => (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
  const server = new SMTPServer({
    name: domain,
    banner: 'trip import',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    maxClients: limits.maxClients,
    logger: false,
    onMailFrom(address, _session, callback) {
      mailsInLastHour(db, { sender: address.address }).then(
        (n) => callback(n >= limits.perSenderPerHour ? refusal(450, 'Too many mails from this sender; try again later') : undefined),
        (error: unknown) => callback(asError(error)),
      );
    },
    onRcptTo(address, _session, callback) {
      const check = async () => {
        const userId = await userOfAddress(db, address.address, domain);
        if (!userId) return refusal(550, 'No such recipient here');
        if ((await mailsInLastHour(db, { userId })) >= limits.perAddressPerHour) return refusal(452, 'Too many mails for this address; try again later');
        return undefined;
      };
      check().then(callback, (error: unknown) => callback(asError(error)));
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
        const keep = async () => {
          for (const rcpt of session.envelope.rcptTo) {
            const userId = await userOfAddress(db, rcpt.address, domain);
            if (userId) await receiveMail(options, userId, raw, senderOf(session));
          }
        };
        keep().then(
          () => callback(null, 'The process will run in background'),
          (error: unknown) => {
            logger.error({ reason: reasonOf(error) }, 'inbound mail not kept');
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
