export { SettingsPage, SETTINGS_PATH } from './SettingsPage';
export { settingsMessages } from './settings.messages';
