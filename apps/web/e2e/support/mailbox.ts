import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from './mail-message';

const POLL_MS = 250;

/** Where this run's SMTP sink stores mails; unset when the servers run elsewhere (E2E_EXTERNAL_SERVERS). */
function mailDir(): string | undefined {
  return process.env.E2E_MAIL_DIR;
}

/** Waits for a mail to `to` whose subject matches, as the API's outbox worker delivers it to the sink. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const dir = mailDir();
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: no SMTP sink in this run');
  const deadline = Date.now() + timeoutMs;
  const recipient = to.toLowerCase();
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    for (const name of names.sort()) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ReceivedMail;
      if (mail.to.some((address) => address.toLowerCase() === recipient) && subject.test(mail.subject))
        return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first link in the mail's text whose path starts with `pathPrefix`. */
export function findLink(mail: ReceivedMail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
}
