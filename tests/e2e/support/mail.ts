import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface ReceivedMail {
  subject: string;
  text: string;
}

/** Waits for a mail to `to` (and with a matching subject) to reach the run's SMTP server. */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with `npm run test:e2e`');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of (await readdir(dir)).sort().reverse()) {
      const mail = await PostalMime.parse(await readFile(path.join(dir, name)));
      const addressed = mail.to?.some((t) => t.address?.toLowerCase() === to.toLowerCase());
      if (addressed && (!subject || subject.test(mail.subject ?? ''))) {
        return { subject: mail.subject ?? '', text: mail.text ?? '' };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of the first link in `mail` whose path contains `pathFragment`. */
export function linkFrom(mail: { text: string }, pathFragment: string): string {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((u) => new URL(u)).find((u) => u.pathname.includes(pathFragment));
  if (!url) throw new Error(`no ${pathFragment} link in the mail`);
  return `${url.pathname}${url.search}`;
}
