export { PrivacyModule } from './privacy.module';
export { ErasePersonalDataCommand } from './commands/erase-personal-data.command';
export { CONFIRM_DELETION_PATH, CONFIRMATION_KEY_PURPOSE, signConfirmationToken } from './domain/confirmation-token';
export { CONFIRMATION_LINK_DAYS, DATA_DELETION_DUE_DAYS } from './domain/data-deletion-policy';
export { DATA_DELETION_EVENTS, DATA_DELETION_STREAM, dataDeletionStreamId } from './domain/data-deletion.events';
export type { DataDeletionEvent } from './domain/data-deletion.events';
export { dataDeletionRequestsProjection } from './projections/data-deletion-requests.projection';
export type { DataDeletionRequestView } from './queries/data-deletion-request-row';
export { DataDeletionViews, type DataDeletionRequestRow } from './queries/data-deletion-views';
