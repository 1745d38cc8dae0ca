export { PrivacyModule } from './privacy.module';
export { ErasePersonalData } from './erase-personal-data.command';
export type { DataDeletionRequestView } from './data-deletion-request.view';
