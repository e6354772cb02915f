import { LockKeyhole } from 'lucide-react';

/**
 * What "encrypted" means today, said where messages are written (docs/messages-encryption.md): the
 * server seals them at rest but can open them, so nothing here promises more.
 */
export function EncryptionNote() {
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Encrypted in transit and at rest. The service can technically read messages; end-to-end encryption is planned.</span>
    </p>
  );
}
