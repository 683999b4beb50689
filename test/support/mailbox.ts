import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './wait.js';

export interface Mailbox {
  /** An SMTP_URL that delivers here. */
  readonly url: string;
  readonly messages: ParsedMail[];
  /**
   * The next message to `to` not yet taken, waiting for it to arrive; with `subject`, the next
   * one whose subject matches (others to the same address stay to be taken).
   */
  take(to: string, subject?: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process; what it receives is parsed as a mail client would. */
export async function openMailbox(): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (message: ParsedMail, to: string) =>
    [message.to].flat().some((address) => address?.value.some((entry) => entry.address === to));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async take(to, subject) {
      // A mail goes out after those owed before it: on a busy machine, after a test that wrote
      // to many families, it waits its turn well beyond a few seconds.
      const message = await eventually(
        () =>
          messages.find(
            (candidate) =>
              !taken.has(candidate) &&
              addressedTo(candidate, to) &&
              (!subject || subject.test(candidate.subject ?? '')),
          ),
        { timeoutMs: 60_000 },
      );
      taken.add(message);
      return message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text to a path starting with `prefix`. */
export function linkIn(message: ParsedMail, prefix: string): URL {
  const link = (message.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => url.pathname.startsWith(prefix));
  if (!link) throw new Error(`No link to ${prefix} in: ${message.text}`);
  return link;
}
