import { Alert, Button, Flex } from 'antd';
import type { PageProblem } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import type { PageDocument } from './editor-state';
import { editorMessages } from './editor.i18n';

type Props = {
  problems: readonly PageProblem[];
  doc: PageDocument;
  labelOf: (type: string) => string;
  /** A problem was clicked: choose its block and bring its field into view. */
  onPick: (problem: PageProblem) => void;
  onClose: () => void;
};

/** What validation found before publishing, each problem a button to its block and field. */
export const PublishProblems = ({ problems, doc, labelOf, onPick, onClose }: Props) => {
  const t = useMessages(editorMessages);
  return (
    <Alert
      type="error"
      showIcon
      closable={{ 'aria-label': t('publish.close') }}
      onClose={onClose}
      data-testid="publish-problems"
      title={t('publish.problems')}
      description={
        <Flex vertical gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {problems.map((problem, i) => {
            const component = doc.components.find((c) => c.id === problem.componentId);
            const text = component
              ? t('publish.problem', {
                  name: labelOf(component.type),
                  n: doc.components.indexOf(component) + 1,
                  message: problem.message,
                })
              : t('publish.pageProblem', { message: problem.message });
            return (
              <li key={i}>
                {component ? (
                  <Button
                    type="link"
                    danger
                    size="small"
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                    data-testid="publish-problem"
                    onClick={() => onPick(problem)}
                  >
                    {text}
                  </Button>
                ) : (
                  <span>{text}</span>
                )}
              </li>
            );
          })}
        </Flex>
      }
    />
  );
};
