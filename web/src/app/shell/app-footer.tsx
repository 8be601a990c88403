import './app-footer.css';

/** The copyright line under every page, the sign-in page included (plain CSS: it has no MUI). */
export function AppFooter() {
  return (
    <footer className="app-footer">© {new Date().getFullYear()} 택배관리시스템. All rights reserved.</footer>
  );
}
