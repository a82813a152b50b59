import type { RouteObject } from 'react-router';
import { protectedPaths, publicPaths } from '../../shared/routes.js';
import { SystemLoading } from '../components/system-loading.js';
import { HomePage } from '../features/home/routes/home-page.js';
import { PublicLayout } from './layout/public-layout.js';
import { RootLayout } from './layout/root-layout.js';
import { ErrorPage } from './routes/error-page.js';
import { NotFoundPage } from './routes/not-found-page.js';

// Only the shell's prefix; every page under it is one of protectedPaths.
const SHELL_PATH = '/protected';

/**
 * The route table. Paths come from src/shared/routes.ts so that the server answers 404 for exactly
 * the paths that have no page here. The shell and its pages load lazily; the home page, "not
 * found" and the error page do not, so they still work when the network does not.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: SystemLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: publicPaths.home, Component: HomePage },
          {
            path: publicPaths.signIn,
            lazy: async () => ({ Component: (await import('../features/auth/routes/sign-in-page.js')).SignInPage }),
          },
          {
            path: publicPaths.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/forgot-password-page.js')).ForgotPasswordPage,
            }),
          },
          {
            path: publicPaths.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/reset-password-page.js')).ResetPasswordPage,
            }),
          },
          {
            path: publicPaths.confirmEmail,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/confirm-email-page.js')).ConfirmEmailPage,
            }),
          },
          {
            path: publicPaths.confirmEmailChange,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/confirm-email-change-page.js')).ConfirmEmailChangePage,
            }),
          },
          {
            path: publicPaths.publicReceipt,
            lazy: async () => ({ Component: (await import('../features/receipts/routes/public-receipt-page.js')).PublicReceiptPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      // The spec gives sign-up no layout; the root still runs the new-build check around it.
      {
        path: publicPaths.signUp,
        lazy: async () => ({ Component: (await import('../features/auth/routes/sign-up-page.js')).SignUpPage }),
      },
      {
        path: SHELL_PATH,
        lazy: async () => ({ Component: (await import('./layout/app-shell.js')).AppShellLayout }),
        children: [
          {
            path: protectedPaths.dashboard,
            lazy: async () => ({ Component: (await import('../features/dashboard/routes/dashboard-page.js')).DashboardPage }),
          },
          {
            path: protectedPaths.dual,
            lazy: async () => ({ Component: (await import('../features/dual/routes/dual-page.js')).DualPage }),
          },
          {
            path: protectedPaths.profile,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page.js')).ProfilePage }),
          },
          {
            path: protectedPaths.customers,
            lazy: async () => ({ Component: (await import('../features/customers/routes/customers-page.js')).CustomersPage }),
          },
          {
            path: protectedPaths.customer,
            lazy: async () => ({ Component: (await import('../features/customers/routes/customer-page.js')).CustomerPage }),
          },
          {
            path: protectedPaths.contacts,
            lazy: async () => ({ Component: (await import('../features/contacts/routes/contacts-page.js')).ContactsPage }),
          },
          {
            path: protectedPaths.contact,
            lazy: async () => ({ Component: (await import('../features/contacts/routes/contact-page.js')).ContactPage }),
          },
          {
            path: protectedPaths.projects,
            lazy: async () => ({ Component: (await import('../features/projects/routes/projects-page.js')).ProjectsPage }),
          },
          {
            path: protectedPaths.project,
            lazy: async () => ({ Component: (await import('../features/projects/routes/project-page.js')).ProjectPage }),
          },
          {
            path: protectedPaths.assignments,
            lazy: async () => ({ Component: (await import('../features/assignments/routes/assignments-page.js')).AssignmentsPage }),
          },
          {
            path: protectedPaths.assignment,
            lazy: async () => ({ Component: (await import('../features/assignments/routes/assignment-page.js')).AssignmentPage }),
          },
          {
            path: protectedPaths.timecards,
            lazy: async () => ({ Component: (await import('../features/timecards/routes/timecards-page.js')).TimecardsPage }),
          },
          {
            path: protectedPaths.trips,
            lazy: async () => ({ Component: (await import('../features/trips/routes/trips-page.js')).TripsPage }),
          },
          {
            path: protectedPaths.reservations,
            lazy: async () => ({ Component: (await import('../features/trips/routes/reservations-page.js')).ReservationsPage }),
          },
          {
            path: protectedPaths.imports,
            lazy: async () => ({ Component: (await import('../features/imports/routes/imports-page.js')).ImportsPage }),
          },
          {
            path: protectedPaths.activeTrip,
            lazy: async () => ({ Component: (await import('../features/trips/routes/active-trip-page.js')).ActiveTripPage }),
          },
          {
            path: protectedPaths.trip,
            lazy: async () => ({ Component: (await import('../features/trips/routes/trip-page.js')).TripPage }),
          },
          {
            path: protectedPaths.receipt,
            lazy: async () => ({ Component: (await import('../features/receipts/routes/receipt-page.js')).ReceiptPage }),
          },
          {
            path: protectedPaths.paymentTypes,
            lazy: async () => ({ Component: (await import('../features/settings/routes/payment-types-page.js')).PaymentTypesPage }),
          },
          {
            path: protectedPaths.paymentType,
            lazy: async () => ({ Component: (await import('../features/settings/routes/payment-type-page.js')).PaymentTypePage }),
          },
          {
            path: protectedPaths.receiptTypes,
            lazy: async () => ({ Component: (await import('../features/settings/routes/receipt-types-page.js')).ReceiptTypesPage }),
          },
          {
            path: protectedPaths.receiptType,
            lazy: async () => ({ Component: (await import('../features/settings/routes/receipt-type-page.js')).ReceiptTypePage }),
          },
          {
            path: protectedPaths.rewards,
            lazy: async () => ({ Component: (await import('../features/rewards/routes/rewards-page.js')).RewardsPage }),
          },
          {
            path: protectedPaths.reward,
            lazy: async () => ({ Component: (await import('../features/rewards/routes/reward-page.js')).RewardPage }),
          },
          {
            path: protectedPaths.tasks,
            lazy: async () => ({ Component: (await import('../features/tasks/routes/tasks-page.js')).TasksPage }),
          },
          {
            path: protectedPaths.charts,
            lazy: async () => ({ Component: (await import('../features/charts/routes/charts-page.js')).ChartsPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
