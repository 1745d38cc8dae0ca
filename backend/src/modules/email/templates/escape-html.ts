export { escapeHtml } from '../../../platform/http/html';
