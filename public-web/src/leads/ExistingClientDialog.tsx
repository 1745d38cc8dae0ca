import { Dialog } from '../quote/Dialog';
import type { ExistingClientPrompt } from './useLeadTracking';

interface Props {
  prompt: ExistingClientPrompt | null;
  onConfirm(): void;
  onDecline(): void;
}

/** Asked when the e-mail belongs to a current customer (spec 000 §2): start a new quote anyway? */
export function ExistingClientDialog({ prompt, onConfirm, onDecline }: Props) {
  const confirming = prompt?.confirming ?? false;
  return (
    <Dialog open={prompt !== null} title="Existing Client Detected" onClose={onDecline} className="dialog--existing-client">
      <p>This email belongs to one of our current customers. Do you want to start a new quote anyway?</p>
      {prompt && <p className="existing-client__email">{prompt.email}</p>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onDecline} disabled={confirming}>
          No, Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={confirming} aria-busy={confirming || undefined}>
          {confirming ? 'Loading...' : 'Yes, Continue'}
        </button>
      </div>
    </Dialog>
  );
}
