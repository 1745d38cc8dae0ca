import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

export function useConversationStats() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['conversation-stats'], queryFn: () => dataProvider.getConversationStats() });
}
