import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { StreamState } from '../events/event-types';
import { httpClient } from './httpClient';

export const API_ADMIN_URL = '/api/admin';

export interface AppDataProvider extends DataProvider {
  getStreamState: (streamId: string, version: number) => Promise<StreamState>;
}

const baseDataProvider = simpleRestProvider(API_ADMIN_URL, httpClient);

export const dataProvider: AppDataProvider = {
  ...baseDataProvider,
  getStreamState: async (streamId, version) => {
    const url = `${API_ADMIN_URL}/streams/${encodeURIComponent(streamId)}/state?version=${version}`;
    const { json } = await httpClient(url);
    return json as StreamState;
  },
};
