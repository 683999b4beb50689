import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { onFirstUse } from '../../infrastructure/on-first-use.js';
import { CONFIG, LOGGER } from '../tokens.js';
import type { RenderedMail } from './templates.js';

export interface OutgoingMail extends RenderedMail {
  /** One address, or several people reading one message together (a family's parents). */
  readonly to: string | readonly string[];
  /** The link the message carries, logged when mail is written to files. */
  readonly link: string;
  /**
   * Who writes through the product, when it is not the product itself: their name is shown
   * beside the product's (the sending address stays the product's), and replies go to them.
   */
  readonly onBehalfOf?: { readonly name: string; readonly replyTo: string };
}

/** `Stages <no-reply@stages.be>` as its name and address; a bare address has no name. */
function sender(mailFrom: string) {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1]!.trim(), address: match[2]! } : { name: '', address: mailFrom };
}

/** nodemailer: about 15 MiB, held from the first mail on. */
const loadNodemailer = onFirstUse(() => import('nodemailer').then((module) => module.default));

/**
 * Sends mail over SMTP_URL. Without it (the embedded default), each message is written to
 * DATA_DIR/mail as an .eml file and its link is logged, so a newcomer can still confirm an account.
 */
@Injectable()
export class Mailer implements OnApplicationBootstrap {
  /** Made on first send. */
  #transport: Promise<Transporter> | null = null;
  readonly #folder: string | null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    this.#folder = config.smtpUrl ? null : path.join(config.dataDir, 'mail');
  }

  onApplicationBootstrap() {
    // Fine on a laptop; on a public address, nobody receives the links, and the log holds them.
    if (!this.#folder || !this.config.publicUrl.startsWith('https://')) return;
    this.logger.warn('No SMTP_URL: e-mails are written to files and their links logged, not sent', {
      folder: this.#folder,
    });
  }

  /**
   * `messageId`, when given, names the message for good: a copy sent again after a crash carries
   * the same Message-ID, by which mail servers and clients recognise it as the same message.
   */
  async send(mail: OutgoingMail, messageId?: string) {
    const transport = await this.#transportOnce();
    const info = (await transport.sendMail({
      ...(messageId && { messageId }),
      from: this.#from(mail),
      ...(mail.onBehalfOf && { replyTo: mail.onBehalfOf.replyTo }),
      to: [mail.to].flat(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { message?: Buffer };
    if (!this.#folder) return;
    await fs.mkdir(this.#folder, { recursive: true });
    const to = [mail.to].flat().join(',');
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${to.replace(/[^\w.@,-]/g, '_')}.eml`;
    const file = path.join(this.#folder, name);
    await fs.writeFile(file, info.message ?? '');
    this.logger.info('Mail written to a file (no SMTP_URL)', {
      file,
      to,
      link: mail.link,
    });
  }

  /** The product's address, under the name of whoever the message is from. */
  #from(mail: OutgoingMail) {
    if (!mail.onBehalfOf) return this.config.mailFrom;
    const { name, address } = sender(this.config.mailFrom);
    return { name: name ? `${mail.onBehalfOf.name} via ${name}` : mail.onBehalfOf.name, address };
  }

  #transportOnce(): Promise<Transporter> {
    const { smtpUrl } = this.config;
    return (this.#transport ??= loadNodemailer().then((mailer) =>
      smtpUrl
        ? mailer.createTransport(smtpUrl)
        : mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  }
}
