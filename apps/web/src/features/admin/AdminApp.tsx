import { lazy, Suspense, useEffect, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { installPortugueseValidation } from '@portal/domain/lib';
import { type Operator } from '@portal/domain/operators';
import { AdminLayout } from './AdminLayout';
import { AuditPage } from './AuditPage';
import { BookingsPage } from './BookingsPage';
import { CampaignEditorPage } from './campaignEditor/CampaignEditorPage';
import { CampaignsPage } from './CampaignsPage';
import { CouponsPage } from './CouponsPage';
import { ExperiencesPage } from './ExperiencesPage';
import { MailPreviewsPage } from './MailPreviewsPage';
import { MembersPage } from './MembersPage';
import { OperatorsPage } from './OperatorsPage';
import { ProgrammePage } from './ProgrammePage';
import { ShowcasesPage } from './ShowcasesPage';
import { SignInPage } from './SignInPage';
import { clearOperatorToken, storedOperator } from './session';

// The reports page brings the chart library: fetched only when it is opened.
const ReportsPage = lazy(() => import('./ReportsPage'));

// the console's forms answer in Portuguese where a schema has no message of its own
installPortugueseValidation();

/**
 * The console's pages for this operator: operator accounts and new campaigns are an admin's
 * alone, and the other pages show a support operator no action the api would refuse them.
 */
const consoleRoutes = (operator: Operator | null): RouteObject[] => {
  const admin = operator?.role === 'admin';
  return [
    { index: true, element: <Navigate to="campaigns" replace /> },
    { path: 'campaigns', element: <CampaignsPage admin={admin} /> },
    {
      path: 'campaigns/new',
      element: admin ? <CampaignEditorPage admin /> : <Navigate to="/admin/campaigns" replace />,
    },
    { path: 'campaigns/:campaignId', element: <CampaignEditorPage admin={admin} /> },
    { path: 'showcases', element: <ShowcasesPage admin={admin} /> },
    { path: 'experiences', element: <ExperiencesPage admin={admin} /> },
    { path: 'coupons', element: <CouponsPage admin={admin} /> },
    { path: 'members', element: <MembersPage /> },
    { path: 'bookings', element: <BookingsPage admin={admin} /> },
    { path: 'programme', element: <ProgrammePage admin={admin} /> },
    { path: 'audit', element: <AuditPage /> },
    {
      path: 'reports',
      element: (
        <Suspense fallback={null}>
          <ReportsPage />
        </Suspense>
      ),
    },
    ...(admin && operator
      ? [
          { path: 'mails', element: <MailPreviewsPage /> },
          { path: 'operators', element: <OperatorsPage currentId={operator.id} /> },
        ]
      : []),
    { path: '*', element: <Navigate to="/admin/campaigns" replace /> },
  ];
};

const consoleTheme = createTheme({
  palette: { primary: { main: '#263238' }, secondary: { main: '#00796b' } },
  components: {
    // a disabled field's help says why it is off: it is read, so it keeps a readable contrast
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});

/**
 * The operator console, a route tree of its own loaded only under /admin: members never
 * download it. Without a console session it shows the two-step sign-in.
 */
export default function AdminApp() {
  const [operator, setOperator] = useState<Operator | null>(storedOperator);
  const pages = useRoutes(consoleRoutes(operator));
  useEffect(() => {
    const signedOut = () => setOperator(null);
    window.addEventListener('console-signed-out', signedOut);
    return () => window.removeEventListener('console-signed-out', signedOut);
  }, []);

  return (
    <ThemeProvider theme={consoleTheme}>
      <CssBaseline />
      {operator ? (
        <AdminLayout operator={operator} onSignOut={clearOperatorToken}>
          {pages}
        </AdminLayout>
      ) : (
        <SignInPage onSignedIn={setOperator} />
      )}
    </ThemeProvider>
  );
}
