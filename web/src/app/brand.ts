/**
 * The brand's colours and type, in one place: the MUI theme (theme.ts) and the pages drawn without
 * MUI (the sign-in page, the loading state) read the same values, the latter as CSS variables.
 */
export const BRAND = {
  primary: '#1E3A8A',
  /** MUI's primary.dark for this primary (darkened by its tonal offset). */
  primaryDark: '#152860',
  secondary: '#C2410C',
  background: '#F8FAFC',
  /** Korean font stack first (Pretendard if installed, then the OS Korean fonts). */
  fontFamily: [
    'Pretendard',
    '"Apple SD Gothic Neo"',
    '"Malgun Gothic"',
    '"맑은 고딕"',
    '"Noto Sans KR"',
    'system-ui',
    'sans-serif',
  ].join(','),
} as const;

/** Sets the brand as CSS variables (`--brand-primary`, ...) on the document's root element. */
export function applyBrandVariables(root: HTMLElement): void {
  root.style.setProperty('--brand-primary', BRAND.primary);
  root.style.setProperty('--brand-primary-dark', BRAND.primaryDark);
  root.style.setProperty('--brand-background', BRAND.background);
  root.style.setProperty('--brand-font', BRAND.fontFamily);
}
