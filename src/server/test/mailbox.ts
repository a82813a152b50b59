import PostalMime, { type Email } from 'postal-mime';
import { startSmtpSink } from './smtp-sink.js';

/** Mail received by the test SMTP server, parsed, with a way to wait for the next one to someone. */
export async function startMailbox() {
  const received: Email[] = [];
  const sink = await startSmtpSink(async (raw) => {
    received.push(await PostalMime.parse(raw));
  });
  return {
    smtpUrl: sink.url,
    close: sink.close,
    /** All mail to `address` so far. */
    to: (address: string) =>
      received.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === address.toLowerCase())),
    /** Waits for the `n`th mail (1-based) to `address`. */
    async waitFor(address: string, n = 1, timeoutMs = 5_000): Promise<Email> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = this.to(address)[n - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail #${n} to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: Email, path: string): URL {
  const found = (mail.text ?? '').match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname.includes(path));
  if (!found) throw new Error(`no ${path} link in mail "${mail.subject ?? ''}"`);
  return found;
}
