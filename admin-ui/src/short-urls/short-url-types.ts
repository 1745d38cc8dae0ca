import type { RaRecord } from 'react-admin';

export interface ShortUrlRecord extends RaRecord<string> {
  shortCode: string;
  articleId: string;
  articleTitle: string;
  slug: string;
  status: string;
  userUrl: string;
  socialUrl: string;
  clicks: number;
  lastClickedAt: string | null;
  createdAt: string;
}
