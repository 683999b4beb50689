/** What other contexts may use of the documents: receiving uploads, and the files kept for them. */
export { documentsContext } from './documents.context.js';
export { DocumentsModule } from './documents.module.js';
export { FileHolders, type FileHolder } from './files/file-holders.js';
export { fileUrl } from './files/file-url.js';
export { FilesRepository } from './files/files.repository.js';
export { FileUpload } from './uploads/file-upload.decorator.js';
export { loadSharp, type InspectedUpload } from './uploads/inspect-upload.js';
export { readOneFile, UploadReceiver } from './uploads/upload-receiver.js';
