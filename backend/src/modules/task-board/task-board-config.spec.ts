import { describeAdapters } from '../../config/adapters';
import { ConfigError, loadConfig } from '../../config/config';

describe('task board configuration', () => {
  it.each([
    [{ TRELLO_API_KEY: 'k' }, 'Invalid configuration: TRELLO_TOKEN is required when TRELLO_API_KEY is set, for the Trello task board (missing)'],
    [
      { TRELLO_API_KEY: 'k', TRELLO_TOKEN: 't' },
      'Invalid configuration: TRELLO_BOARD_ID is required when TRELLO_API_KEY and TRELLO_TOKEN are set, for the Trello task board (missing)',
    ],
    [
      { TRELLO_TOKEN: 't', TRELLO_BOARD_ID: 'b' },
      'Invalid configuration: TRELLO_API_KEY is required when TRELLO_TOKEN and TRELLO_BOARD_ID are set, for the Trello task board (missing)',
    ],
    [
      { TRELLO_BOARD_ID: 'b', TRELLO_TOKEN: '' },
      'Invalid configuration: TRELLO_API_KEY is required when TRELLO_BOARD_ID is set, for the Trello task board (missing)',
    ],
  ])('refuses a partial Trello set %j with one line naming the missing variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names the board in use in the banner', () => {
    const trello = loadConfig({ TRELLO_API_KEY: 'key-0123', TRELLO_TOKEN: 'token-4567', TRELLO_BOARD_ID: 'AbCd1234' });
    expect(describeAdapters(trello)).toContain('task board: Trello board AbCd1234');
    expect(describeAdapters(loadConfig({}))).toContain('task board: built-in board (set TRELLO_API_KEY, TRELLO_TOKEN and TRELLO_BOARD_ID for Trello)');
    // The key and token never reach the banner.
    expect(describeAdapters(trello).join('\n')).not.toMatch(/key-0123|token-4567/);
  });
});
