import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { loadAppSecret } from '../../platform/app-secrets.js';
import { DATABASE } from '../../platform/tokens.js';

/** The share's id without its dashes, then the signature: one path segment, no dot (a dot
 * would read as a file name to the web server). */
const TOKEN = /^([0-9a-f]{32})([\w-]{43})$/;

/**
 * The token of an invitation's link: the share's id and a signature of it. Nothing secret is
 * stored or recorded in the log; the same share always gets the same link, so a message sent
 * twice carries one link that works.
 */
@Injectable()
export class ShareLinks {
  #secret: Promise<string> | null = null;

  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async token(shareId: string): Promise<string> {
    return `${shareId.replaceAll('-', '')}${await this.#sign(shareId)}`;
  }

  /** The share a token names, or null when it is malformed or not signed by us. */
  async shareIdOf(token: string): Promise<string | null> {
    const [, hex, signature] = TOKEN.exec(token) ?? [];
    if (!hex || !signature) return null;
    const shareId = [8, 12, 16, 20].reduceRight(
      (id, at) => `${id.slice(0, at)}-${id.slice(at)}`,
      hex,
    );
    const expected = Buffer.from(await this.#sign(shareId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? shareId : null;
  }

  async #sign(shareId: string) {
    this.#secret ??= loadAppSecret(this.db, 'share-links', null);
    return createHmac('sha256', await this.#secret)
      .update(`account-share:${shareId}`)
      .digest('base64url');
  }
}
