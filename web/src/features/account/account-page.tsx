import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * 내 정보 (/account): a stand-in until the own-account screen lands (web/src/features/account,
 * built beside this branch); it replaces this file.
 */
export function AccountPage() {
  return <PlaceholderPage title="내 정보" />;
}
