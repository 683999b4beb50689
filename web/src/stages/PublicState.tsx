import type { StageSummary } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';

type PublicState = 'visible' | 'hidden' | 'moderated';

/** Whether families see a stage, and whose choice it is when they do not. */
export const publicStateOf = (stage: StageSummary): PublicState =>
  stage.moderated ? 'moderated' : stage.visible ? 'visible' : 'hidden';

const COLOURS = { visible: 'success', hidden: 'default', moderated: 'error' } as const;

export const PublicStateField = () => {
  const stage = useRecordContext<StageSummary>();
  if (!stage) return null;
  const state = publicStateOf(stage);
  return <StatusChip label={`app.stages.states.${state}`} color={COLOURS[state]} />;
};
