import { useCallback } from 'react';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { modelerMessages } from './modeler.i18n';

const NAMED = [
  'UserTask',
  'ServiceTask',
  'Task',
  'StartEvent',
  'EndEvent',
  'ExclusiveGateway',
  'ParallelGateway',
  'InclusiveGateway',
  'SequenceFlow',
] as const;
type Named = (typeof NAMED)[number];

/** A BPMN element type in the user's language (`bpmn:UserTask` → 审批任务), else its own name. */
export const useElementTypeName = () => {
  const t = useMessages(modelerMessages);
  return useCallback(
    (type: string) => {
      const bare = type.replace(/^bpmn:/, '');
      return (NAMED as readonly string[]).includes(bare) ? t(`types.${bare as Named}`) : bare;
    },
    [t],
  );
};
