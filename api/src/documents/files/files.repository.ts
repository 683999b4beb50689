import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BYTES_PER_MB, ErrorCode, type StoredFileInfo, type UploadKind } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DomainError } from '../../platform/domain-error.js';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { DATABASE } from '../../platform/tokens.js';
import type { InspectedUpload } from '../uploads/inspect-upload.js';
import { fileUrl } from './file-url.js';

/** Shown on public pages; the other kinds are the organization's own documents. */
export const PUBLIC_FILE_KINDS: ReadonlySet<string> = new Set<UploadKind>(['logo', 'stage_image']);

export interface StoredFile {
  readonly id: string;
  readonly organizationId: string;
  readonly ownerUserId: string | null;
  readonly kind: string;
  readonly mime: string;
  readonly size: number;
  readonly originalName: string;
  readonly content: Uint8Array;
}

interface InfoRow {
  id: string;
  kind: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string;
}

/** A file name as a browser may send it, kept printable (PostgreSQL refuses NUL in text). */
const withoutControlCharacters = (name: string) =>
  [...name].filter((character) => character.charCodeAt(0) >= 0x20).join('');

const toInfo = (row: InfoRow): StoredFileInfo => ({ ...row, url: fileUrl(row.id) });

export interface StoreOptions {
  readonly quotaBytes: number;
  readonly replacing?: string | null;
  readonly attach?: (tx: Sql, stored: StoredFileInfo) => Promise<void>;
  /** A fixed id (the demo's files), else a new one. */
  readonly id?: string;
  /** Where the upload's answer is kept with the file (`answerWithin`). */
  readonly answerKey?: AnswerKey | null;
}

@Injectable()
export class FilesRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /**
   * Keeps a file if the organization's files, this one included, stay within `quotaBytes`. The
   * file being `replacing` is left out of the count, since the caller deletes it next. `id` is
   * for the demo data, whose ids are fixed; an upload gets a new one. Two
   * uploads of one organization queue on its row, so each counts what the other stored: summing
   * without the lock, both could pass with room for one. `attach` writes, in the same
   * transaction, what the file is for; the request's answer, the file, commits with them.
   */
  async store(
    organizationId: string,
    kind: UploadKind,
    originalName: string,
    upload: InspectedUpload,
    content: Uint8Array,
    { quotaBytes, replacing = null, attach, id = randomUUID(), answerKey = null }: StoreOptions,
  ): Promise<StoredFileInfo> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM organizations WHERE id = $1 FOR NO KEY UPDATE', [
        organizationId,
      ]);
      const { rows: usage } = await tx.query<{ used: string }>(
        `SELECT coalesce(sum(size), 0)::text AS used FROM stored_files
          WHERE organization_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
        [organizationId, replacing],
      );
      if (Number(usage[0]!.used) + upload.size > quotaBytes) {
        throw new DomainError(
          ErrorCode.uploadQuotaExceeded,
          `The organization's files would exceed ${quotaBytes / BYTES_PER_MB} MB`,
          413,
        );
      }
      const { rows } = await tx.query<InfoRow>(
        `INSERT INTO stored_files (id, organization_id, kind, mime, size, width, height,
                                   original_name, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, kind, mime, size, width, height, original_name`,
        [
          id,
          organizationId,
          kind,
          upload.mime,
          upload.size,
          upload.width ?? null,
          upload.height ?? null,
          withoutControlCharacters(originalName).slice(0, 200),
          content,
        ],
      );
      const stored = toInfo(rows[0]!);
      await attach?.(tx, stored);
      return answerWithin(tx, stored, answerKey);
    });
  }

  /**
   * Whether a file of this kind belongs to this organization, marking it as just named by a
   * form: the stage about to name it is not in the catalogue yet, and the clean-up, which
   * looks there, must not take the file meanwhile.
   */
  async claim(fileId: string, organizationId: string, kind: UploadKind): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE stored_files SET claimed_at = now()
        WHERE id = $1 AND organization_id = $2 AND kind = $3
        RETURNING id`,
      [fileId, organizationId, kind],
    );
    return rows.length > 0;
  }

  /** Deletes an organization's file, in the caller's transaction when it replaces it there. */
  async delete(fileId: string, organizationId: string, sql: Sql = this.db) {
    await sql.query('DELETE FROM stored_files WHERE id = $1 AND organization_id = $2', [
      fileId,
      organizationId,
    ]);
  }

  async find(fileId: string): Promise<StoredFile | null> {
    const { rows } = await this.db.query<{
      id: string;
      organization_id: string;
      owner_user_id: string | null;
      kind: string;
      mime: string;
      size: number;
      original_name: string;
      content: Uint8Array;
    }>(
      `SELECT f.id, f.organization_id, o.owner_user_id, f.kind, f.mime, f.size, f.original_name,
              f.content
         FROM stored_files f JOIN organizations o ON o.id = f.organization_id
        WHERE f.id = $1`,
      [fileId],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          organizationId: row.organization_id,
          ownerUserId: row.owner_user_id,
          kind: row.kind,
          mime: row.mime,
          size: row.size,
          originalName: row.original_name,
          content: row.content,
        }
      : null;
  }
}
