import { Module } from '@nestjs/common';
import { FileHolders } from './files/file-holders.js';
import { FilesJanitor } from './files/files-janitor.js';
import { FilesController } from './files/files.controller.js';
import { FilesRepository } from './files/files.repository.js';
import { UploadReceiver } from './uploads/upload-receiver.js';

/** Files people upload (logos, images, an organization's legal documents); what the product issues is in `issued-documents/`. */
@Module({
  controllers: [FilesController],
  providers: [FilesRepository, UploadReceiver, FileHolders, FilesJanitor],
  exports: [FilesRepository, UploadReceiver, FileHolders],
})
export class DocumentsModule {}
