import './page-loading.css';

/** Shown while a screen's code is loading (route-level code splitting). */
export function PageLoading() {
  return (
    <div className="page-loading">
      <span className="page-loading__spinner" role="progressbar" aria-label="화면을 불러오는 중" />
    </div>
  );
}
