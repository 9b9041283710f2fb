import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { createQueryClient } from '../lib/query-client';

// The sign-in page is its own small bundle (login.html), served by the server at /api/login.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <LoginPage />
    </QueryClientProvider>
  </StrictMode>,
);
