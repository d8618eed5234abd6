import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import { App } from './App';
import { installDocumentTitle } from './document-title';
import { APP_BUILD, registerServiceWorker } from './service-worker';

installDocumentTitle();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

document.documentElement.dataset.build = APP_BUILD;
registerServiceWorker();
