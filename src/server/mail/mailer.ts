import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface MailerOptions {
  /** `smtp://` or `smtps://`; without it mail goes to the outbox directory. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** Sends mail over SMTP, or, with no SMTP server configured, writes it to a local outbox and logs its links. */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        const result = await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject, messageId: result.messageId }, 'mail sent');
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = (await stream.sendMail({ from, ...mail })) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, message);
      await rename(`${file}.tmp`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to the outbox (no SMTP_URL set)');
    },
  };
}
