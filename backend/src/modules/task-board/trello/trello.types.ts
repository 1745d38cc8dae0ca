/** The parts of Trello's JSON we read (https://developer.atlassian.com/cloud/trello/rest/). */
export interface TrelloBoard {
  id: string;
  name: string;
  url?: string;
}

export interface TrelloList {
  id: string;
  name: string;
  closed?: boolean;
  pos?: number;
}

export interface TrelloCustomField {
  id: string;
  name: string;
  type: string;
}

export interface TrelloCard {
  id: string;
  name?: string;
  desc?: string;
  idList?: string;
  closed?: boolean;
  url?: string;
  shortUrl?: string;
}

export interface TrelloCustomFieldItem {
  id: string;
  idCustomField: string;
  value?: { text?: string } | null;
}

export interface TrelloSearchResult {
  cards?: TrelloCard[];
}

/** The board custom fields that carry a card's contact, by their names on the board. */
export const CONTACT_FIELD_NAMES = { name: 'Name', email: 'Email', phone: 'Phone' } as const;
export type ContactFieldKey = keyof typeof CONTACT_FIELD_NAMES;

/** Trello's limits on a card's name, description and a comment. */
export const TRELLO_TEXT_LIMIT = 16_384;
