import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldApp } from './FieldApp';
import './field.css';

const container = document.getElementById('field-root');
if (!container) throw new Error('Missing #field-root element in field.html');

createRoot(container).render(
  <StrictMode>
    <FieldApp />
  </StrictMode>,
);

// Installable, and usable with no signal: the page, its scripts and the last route come from the service worker.
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/field-sw.js', { scope: '/field' }).catch(() => undefined);
