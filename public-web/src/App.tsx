import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from './auth/SessionContext';
import { SiteLayout } from './layout/SiteLayout';
import HomePage from './pages/home/HomePage';
import { SiteConfigProvider } from './site/SiteConfigContext';
import { ToastProvider } from './ui/toast';

const SantaClaritaPage = lazy(() => import('./pages/SantaClaritaPage'));
const ValenciaPage = lazy(() => import('./pages/ValenciaPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const DataDeletionPage = lazy(() => import('./pages/DataDeletionPage'));
const AuthPage = lazy(() => import('./pages/AuthPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export default function App() {
  return (
    <SiteConfigProvider>
      <SessionProvider>
        <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route index element={<HomePage />} />
              <Route path="santa-clarita" element={<SantaClaritaPage />} />
              <Route path="valencia" element={<ValenciaPage />} />
              <Route path="blog" element={<BlogPage />} />
              <Route path="faq" element={<FaqPage />} />
              <Route path="privacy" element={<PrivacyPage />} />
              <Route path="terms" element={<TermsPage />} />
              <Route path="data-deletion" element={<DataDeletionPage />} />
              <Route path="auth" element={<AuthPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
        </ToastProvider>
      </SessionProvider>
    </SiteConfigProvider>
  );
}
