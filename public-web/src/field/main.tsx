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
