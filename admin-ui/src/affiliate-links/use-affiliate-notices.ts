import { useNotify, useRedirect, useTranslate } from 'react-admin';

/** The spec's success notice, or its failure notice with the server's reason. */
export function useAffiliateNotices(success: 'added' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: () => {
      notify(`resources.affiliate-links.notify.${success}`, { type: 'success' });
      redirect('list', 'affiliate-links');
    },
    onError: (error: unknown) => {
      const failed = translate('resources.affiliate-links.notify.save_failed');
      const reason = (error as Error)?.message;
      notify(reason ? `${failed}: ${reason}` : failed, { type: 'error' });
    },
  };
}
