import { dataDeletionErasureMessages } from '../../../admin-ui/src/data-deletion-requests/data-deletion-requests.messages';
import {
  dueAfterConfirmationArgs,
  dueBy,
  isOverdue,
  type DataDeletionRequestRecord,
} from '../../../admin-ui/src/data-deletion-requests/data-deletion-request-types';
import { DATA_DELETION_DUE_DAYS } from '../../../backend/src/modules/privacy';
import { DATA_DELETION_REQUESTS, toDataDeletionRequestView } from '../../../backend/src/modules/privacy/queries/data-deletion-request-row';

const DAY = 86_400_000;
const ROW = {
  id: 'r1',
  email: 'ann@example.com',
  full_name: 'Ann Lee',
  reason: '',
  account_details: '',
  status: 'confirmed',
  created_at: new Date('2026-01-10T12:00:00Z'),
};
/** polyglot's %{name} interpolation, as react-admin renders the label. */
const render = (template: string, args: Record<string, unknown>) => template.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name]));
const asRecord = (row: object) => row as unknown as DataDeletionRequestRecord;

describe('admin data-deletion due dates come from the server', () => {
  it('shows the due date the server computed from its policy, on the show view and the list rows alike', () => {
    const confirmedAt = new Date('2026-01-11T08:00:00Z');
    const view = toDataDeletionRequestView({ ...ROW, confirmed_at: confirmedAt }, new Date('2026-01-12T00:00:00Z'));
    expect(view.due_days).toBe(DATA_DELETION_DUE_DAYS);
    expect(new Date(view.due_at as string).getTime() - confirmedAt.getTime()).toBe(DATA_DELETION_DUE_DAYS * DAY);
    expect(dueBy(asRecord(view))).toBe(view.due_at);
    const listed = DATA_DELETION_REQUESTS.map({
      ...ROW,
      confirmed_at: confirmedAt,
      due_at: new Date(view.due_at as string),
      erased_at: null,
      erased_by: null,
      erased_streams: [],
    });
    expect(dueBy(asRecord(listed))).toBe(view.due_at);
    expect(listed.due_days).toBe(DATA_DELETION_DUE_DAYS);
  });

  it('labels an unconfirmed request with the server’s number of days, not one of its own', () => {
    const view = toDataDeletionRequestView({ ...ROW, status: 'awaiting-confirmation', confirmed_at: null }, new Date('2026-01-12T00:00:00Z'));
    expect(dueBy(asRecord(view))).toBeNull();
    expect(render(dataDeletionErasureMessages.due_after_confirmation, dueAfterConfirmationArgs(asRecord(view)))).toBe(
      `${DATA_DELETION_DUE_DAYS} days after confirmation`,
    );
    // Were the policy different, the admin would follow the server.
    expect(render(dataDeletionErasureMessages.due_after_confirmation, dueAfterConfirmationArgs(asRecord({ ...view, due_days: 45 })))).toBe(
      '45 days after confirmation',
    );
  });

  it('counts a request overdue by the server’s due date only', () => {
    const record = asRecord({ id: 'r1', confirmed_at: '2026-01-01T00:00:00.000Z', due_at: '2026-03-01T00:00:00.000Z', erased_at: null });
    expect(isOverdue(record, new Date('2026-02-15T00:00:00Z').getTime())).toBe(false);
    expect(isOverdue(record, new Date('2026-03-02T00:00:00Z').getTime())).toBe(true);
    expect(isOverdue({ ...record, erased_at: '2026-03-01T12:00:00.000Z' }, new Date('2026-03-02T00:00:00Z').getTime())).toBe(false);
  });
});
