/**
 * Profile Settings → Privacy (issue 15): what a member gave, where they are signed in, and the way
 * out. Each section is its own card, loads its own data and fails on its own.
 */
import { DownloadMyData } from './download-my-data.tsx';
import { EraseAccount } from './erase-account.tsx';
import { SignedInSessions } from './signed-in-sessions.tsx';

export function PrivacyTab() {
  return (
    <div className="space-y-6">
      <DownloadMyData />
      <SignedInSessions />
      <EraseAccount />
    </div>
  );
}
