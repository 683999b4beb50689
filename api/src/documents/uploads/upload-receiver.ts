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
    const missing = () =>
      new DomainError(ErrorCode.uploadMissing, 'Send one file, as multipart/form-data', 400);
    if (!request.isMultipart()) throw missing();
    // One byte over the limit is enough to know the file is too large, without reading it all.
    const part = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } });
    if (!part) throw missing();
    const content = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new DomainError(
          ErrorCode.uploadTooLarge,
          `The file exceeds ${rule.maxBytes} bytes`,
          413,
        );
      }
      throw error;
    });
    const inspected = await inspectUpload(content, part.filename, rule);
    return this.files.store(organizationId, kind, part.filename, inspected, content);
  }
}
