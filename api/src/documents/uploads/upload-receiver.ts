import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, UPLOAD_FIELD, type StoredFileInfo, type UploadKind } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerKeyOf } from '../../platform/idempotency/answer-within.js';
import { CONFIG } from '../../platform/tokens.js';
import { FilesRepository, type StoreOptions } from '../files/files.repository.js';
import { inspectUpload } from './inspect-upload.js';

/** Receives one file from a multipart request, checks it against its kind's rule, keeps it. */
@Injectable()
export class UploadReceiver {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly files: FilesRepository,
  ) {}

  /**
   * `replacing`: the file this one will take the place of, which the quota then leaves out;
   * `attach`: what to write with the file, in its transaction.
   */
  async receive(
    request: FastifyRequest,
    organizationId: string,
    kind: UploadKind,
    { replacing = null, attach }: Pick<StoreOptions, 'replacing' | 'attach'> = {},
  ): Promise<StoredFileInfo> {
    const rule = this.config.uploadRules[kind];
    if (!request.isMultipart()) throw missing();
    const { content, fileName } = await readOneFile(request, rule.maxBytes);
    const inspected = await inspectUpload(content, fileName, rule);
    return this.files.store(organizationId, kind, fileName, inspected, content, {
      quotaBytes: this.config.uploadQuotaBytes,
      replacing,
      attach,
      answerKey: answerKeyOf(request),
    });
  }
}

const missing = () =>
  new DomainError(ErrorCode.uploadMissing, 'Send one file, as multipart/form-data', 400);

// The message never quotes the field sent: a refusal's body is stored with its idempotency key,
// and a name may hold anything, a NUL byte that PostgreSQL's JSON refuses included.
const wrongField = () =>
  new DomainError(ErrorCode.uploadWrongField, `Send the file in the field "${UPLOAD_FIELD}"`, 400);

const oneFileOnly = () =>
  new DomainError(ErrorCode.uploadOneFileOnly, 'Send one file, and nothing else', 400);

/**
 * The file's name as the browser sent it, less what no one types: control characters (which
 * PostgreSQL refuses, NUL, or which garble a page) and halves of surrogate pairs.
 */
const printable = (name: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  name.replace(/[\u0000-\u001F\u007F-\u009F]|\p{Cs}/gu, '');

/** What @fastify/multipart raises once a request goes past the one part it may carry. */
const EXTRA_PART_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The request's one file, in the field `file`, of `maxBytes` at most: busboy stops reading a
 * file at the first byte past its `fileSize` and flags it, which refuses it. The whole body is
 * read: what follows the file decides whether it came alone, and a second file must be refused
 * rather than dropped unseen. A body that is not a well-formed multipart form, or that stops
 * short, is refused as "no file sent".
 */
export async function readOneFile(request: FastifyRequest, maxBytes: number) {
  let file: { content: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file' || file !== undefined) throw oneFileOnly();
      if (part.fieldname !== UPLOAD_FIELD) throw wrongField();
      file = { content: await part.toBuffer(), fileName: printable(part.filename) };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(ErrorCode.uploadTooLarge, `The file exceeds ${maxBytes} bytes`, 413);
    }
    if (code !== undefined && EXTRA_PART_ERRORS.has(code)) throw oneFileOnly();
    throw missing();
  }
  if (file === undefined) throw missing();
  return file;
}
