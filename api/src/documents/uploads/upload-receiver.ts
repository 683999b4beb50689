import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type StoredFileInfo, type UploadKind } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { DomainError } from '../../platform/domain-error.js';
import { CONFIG } from '../../platform/tokens.js';
import { FilesRepository } from '../files/files.repository.js';
import { inspectUpload } from './inspect-upload.js';

/** Receives one file from a multipart request, checks it against its kind's rule, keeps it. */
@Injectable()
export class UploadReceiver {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(FilesRepository) private readonly files: FilesRepository,
  ) {}

  async receive(
    request: FastifyRequest,
    organizationId: string,
    kind: UploadKind,
  ): Promise<StoredFileInfo> {
    const rule = this.config.uploadRules[kind];
    if (!request.isMultipart()) throw missing();
    const { content, fileName } = await readOneFile(request, rule.maxBytes);
    const inspected = await inspectUpload(content, fileName, rule);
    return this.files.store(organizationId, kind, fileName, inspected, content);
  }
}

const missing = () =>
  new DomainError(ErrorCode.uploadMissing, 'Send one file, as multipart/form-data', 400);

/**
 * The first file of the request, read one byte past the limit at most. A body that is not a
 * well-formed multipart form, that carries other fields, or that stops short is refused as
 * "no file sent".
 */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!part) throw missing();
    return { content: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(ErrorCode.uploadTooLarge, `The file exceeds ${maxBytes} bytes`, 413);
    }
    throw missing();
  }
}
