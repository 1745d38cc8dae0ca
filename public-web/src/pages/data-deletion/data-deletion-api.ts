import { postJson } from '../../api/http';

export interface DataDeletionRequest {
  email: string;
  fullName: string;
  reason: string;
  accountDetails: string;
}

export interface DataDeletionReceipt {
  id: string;
  title: string;
  message: string;
  /** The line saying a confirmation link went to the address. */
  confirmation?: string;
}

export function submitDataDeletionRequest(request: DataDeletionRequest): Promise<DataDeletionReceipt> {
  return postJson<DataDeletionReceipt>('/api/data-deletion-requests', request);
}
