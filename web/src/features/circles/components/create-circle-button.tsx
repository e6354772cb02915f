import { Plus } from 'lucide-react';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { Button } from '@/components/ui/button.tsx';

const CreateCircleDialog = deferred(() => import('./create-circle-dialog.tsx'));

/** Spec §2 "Circles": Create Circle in the header, opening its dialog. */
export function CreateCircleButton() {
  const trigger = (
    <Button>
      <Plus aria-hidden="true" className="size-5" />
      Create Circle
    </Button>
  );
  return <CreateCircleDialog trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />;
}
