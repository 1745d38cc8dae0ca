import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from './auth/SessionContext';
import { SiteLayout } from './layout/SiteLayout';
import HomePage from './pages/home/HomePage';
import { SiteConfigProvider } from './site/SiteConfigContext';
import { ToastProvider } from './ui/toast';

const SantaClaritaPage = lazy(() => import('./pages/SantaClaritaPage'));
const ValenciaPage = lazy(() => import('./pages/ValenciaPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const BlogSlugRoute = lazy(() => import('./blog/BlogSlugRoute'));
const ShortCodeRoute = lazy(() => import('./blog/ShortCodeRoute'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const DataDeletionPage = lazy(() => import('./pages/DataDeletionPage'));
const AuthPage = lazy(() => import('./pages/AuthPage'));
const AccountPage = lazy(() => import('./account/AccountPage'));
const ReceiptPage = lazy(() => import('./account/ReceiptPage'));
const CardUpdatePage = lazy(() => import('./account/CardUpdatePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const SubscriptionSuccessPage = lazy(() => import('./orders/SubscriptionSuccessPage'));
const PaymentSuccessPage = lazy(() => import('./orders/PaymentSuccessPage'));
const CustomerInfoPage = lazy(() => import('./orders/CustomerInfoPage'));
const CustomerConfirmationPage = lazy(() => import('./orders/CustomerConfirmationPage'));
const CustomerNextStepsPage = lazy(() => import('./orders/CustomerNextStepsPage'));
const CustomerOnboardingPage = lazy(() => import('./orders/CustomerOnboardingPage'));
const SandboxCheckoutPage = lazy(() => import('./checkout/SandboxCheckoutPage'));
const TaskBoardTestPage = lazy(() => import('./internal/TaskBoardTestPage'));
const FunctionalityTestPage = lazy(() => import('./internal/FunctionalityTestPage'));

export default function App() {
  return (
    <SiteConfigProvider>
      <SessionProvider>
        <BrowserRouter>
          <ToastProvider>
            <Routes>
              {/* The stand-in for a hosted card checkout stands apart from the site's header and footer. */}
              <Route
                path="checkout/sandbox/:sessionId"
                element={
                  <Suspense fallback={<div className="page-fallback" aria-busy="true" />}>
                    <SandboxCheckoutPage />
                  </Suspense>
                }
              />
              <Route element={<SiteLayout />}>
                <Route index element={<HomePage />} />
                <Route path="santa-clarita" element={<SantaClaritaPage />} />
                <Route path="valencia" element={<ValenciaPage />} />
                <Route path="blog" element={<BlogPage />} />
                <Route path="blog/:slug" element={<BlogSlugRoute />} />
                <Route path="faq" element={<FaqPage />} />
                <Route path="privacy" element={<PrivacyPage />} />
                <Route path="terms" element={<TermsPage />} />
                <Route path="data-deletion" element={<DataDeletionPage />} />
                <Route path="auth" element={<AuthPage />} />
                <Route path="account" element={<AccountPage />} />
                <Route path="account/receipts/:orderId/:receiptId" element={<ReceiptPage />} />
                <Route path="account/card/:sessionId" element={<CardUpdatePage />} />
                <Route path="subscription-success" element={<SubscriptionSuccessPage />} />
                <Route path="payment-success" element={<PaymentSuccessPage />} />
                <Route path="customer-info" element={<CustomerInfoPage />} />
                <Route path="customer-confirmation" element={<CustomerConfirmationPage />} />
                <Route path="customer-next-steps" element={<CustomerNextStepsPage />} />
                <Route path="customer-onboarding" element={<CustomerOnboardingPage />} />
                <Route path="trello-test" element={<TaskBoardTestPage />} />
                <Route path="functionality-test" element={<FunctionalityTestPage />} />
                <Route path=":shortCode" element={<ShortCodeRoute />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </ToastProvider>
        </BrowserRouter>
      </SessionProvider>
    </SiteConfigProvider>
  );
}
