export { FamilyDocumentsList } from './FamilyDocumentsList';
export { FiscalDocumentsTab } from './FiscalDocumentsTab';
export { ParentDocumentsPage } from './ParentDocumentsPage';
export { documentAtPath, downloaderPath, enrollmentDocumentUrl } from './folders';
