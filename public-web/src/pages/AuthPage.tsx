import { SimplePage } from './SimplePage';

export default function AuthPage() {
  return (
    <SimplePage title="Customer Sign In">
      <p className="page-lead">
        Customer accounts are coming soon. Staff can sign in to the <a href="/admin">admin area</a>.
      </p>
    </SimplePage>
  );
}
