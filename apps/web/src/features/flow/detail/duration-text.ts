import { useCallback } from 'react';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';
import { durationParts } from './process-detail-model';

/** A duration in the user's language: "2 d 3 h", "5 min", "12 s". */
export const useDurationText = () => {
  const t = useMessages(flowMessages);
  return useCallback(
    (ms: number) =>
      durationParts(ms)
        .map(([n, unit]) => t(`duration.${unit}`, { n }))
        .join(' '),
    [t],
  );
};
