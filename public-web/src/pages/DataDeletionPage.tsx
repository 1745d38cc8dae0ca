import type { ComponentType } from 'react';
import { DataDeletionForm } from './data-deletion/DataDeletionForm';
import { ClockIcon, ScaleIcon, TrashIcon } from './data-deletion/DeletionInfoIcons';
import { SupportEmailLink } from './legal/ContactLinks';
import { LegalPage } from './legal/LegalPage';
import { DATA_DELETION_DAYS } from './legal/policy-figures';

const INFO_CARDS: readonly { title: string; text: string; Icon: ComponentType }[] = [
  {
    title: 'What gets deleted',
    text: 'Your contact details, quotes, chat messages, service address, dog details and notes, and any account you created.',
    Icon: TrashIcon,
  },
  {
    title: 'Processing time',
    text: `We process requests within about ${DATA_DELETION_DAYS} days and email you a confirmation when it is done.`,
    Icon: ClockIcon,
  },
  {
    title: 'Legal retention',
    text: 'Payment and tax records we must keep by law are retained for the required period, then deleted.',
    Icon: ScaleIcon,
  },
];

const NOTICES: readonly string[] = [
  'Deletion is permanent: we cannot restore your quotes, service history or visit photos afterwards.',
  'An active subscription must be cancelled first; deleting your data ends any scheduled service.',
  'We e-mail a link to the address you give: nothing is deleted until you confirm the request with it, and the 30 days start then.',
  'Payment records are kept only as long as tax and accounting law requires.',
];

export default function DataDeletionPage() {
  return (
    <LegalPage
      title="Data Deletion Request"
      description="Ask us to delete the personal information we hold about you. We process requests within 30 days and confirm by email."
      lead={<p>You have the right to ask us to delete the personal information we hold about you. Fill in the form below and we&apos;ll take care of it.</p>}
    >
      <ul className="info-cards">
        {INFO_CARDS.map(({ title, text, Icon }) => (
          <li key={title} className="info-card">
            <Icon />
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>

      <div className="amber-notice" role="note" aria-labelledby="deletion-notice-title">
        <h2 id="deletion-notice-title">Before you submit</h2>
        <ul>
          {NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      </div>

      <section className="deletion-card" aria-labelledby="deletion-form-title">
        <h2 id="deletion-form-title">Request deletion</h2>
        <DataDeletionForm />
        <p className="deletion-card__help">
          Prefer email? Write to <SupportEmailLink /> from the address you used with us.
        </p>
      </section>
    </LegalPage>
  );
}
