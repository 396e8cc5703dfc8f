import { useMemo } from 'react';
import { Drawer } from 'antd';
import { RowButton, useRowDialog } from '../components/list/row-cells';
import type { Resource as Declared } from '@retail/contract';
import { useMessages } from '../lib/i18n/feature-messages';
import { Authorized } from '../lib/permission';
import type { Resource, ResourceActionsProps } from './define-resource';
import { ResourceListScreen } from './resource-list-screen';
import { useResourceText } from './resource-text';
import { editableRow, recordName } from './registry-state';
import { registryMessages } from './registry.i18n';

// A document's lines (a receipt order's): a button on the document's row opening the lines'
// own screen in a drawer, narrowed to that document, added to it, and read-only once the
// document's state no longer allows changes. Closing it reloads the documents (their totals).

/**
 * The lines resource of a parent's screen (its parent field fixed: `linesResource`), or, with
 * `related`, records of another resource naming the row by `field` (a pay order's refunds) —
 * its id, or its field `by` (a notification names its order by number): titled by their
 * resource and only listed.
 */
export type LinesOf = {
  declared: Declared;
  resource: Resource;
  field: string;
  related?: boolean;
  by?: string;
};

/**
 * The lines of one parent record: listed by its id, added with it; without add, edit and remove
 * once the parent's state no longer allows changes.
 */
export const linesForParent = (
  lines: Resource,
  field: string,
  parentId: number | string,
  editable: boolean,
): Resource => {
  const key = lines.rowKey ?? 'id';
  return {
    ...lines,
    baseFilter: { ...lines.baseFilter, [field]: parentId },
    toBody: (values, row) => ({
      ...values,
      ...(row && row[key] !== undefined ? { [key]: row[key] } : {}),
      [field]: parentId,
    }),
    endpoints: editable ? lines.endpoints : { list: lines.endpoints.list },
  };
};

type Props = ResourceActionsProps & { parent: Declared; lines: LinesOf };

/** The row button opening a record's lines (for those who may list the lines). */
export const LinesButton = ({ parent, lines, row, reload }: Props) => {
  const t = useMessages(registryMessages);
  const text = useResourceText(lines.resource);
  const { open, setOpen, mounted } = useRowDialog();
  const parentId = row.id as number;
  const { field, related, by } = lines;
  const named = by ? String(row[by] ?? '') : parentId;
  const editable = !related && editableRow(parent)(row);
  const resource = useMemo(
    () => linesForParent(lines.resource, field, named, editable),
    [lines.resource, field, named, editable],
  );
  return (
    <Authorized code={lines.declared.codes.list}>
      <RowButton
        data-testid={`lines-${lines.declared.key}-${String(parentId)}`}
        onClick={() => setOpen(true)}
      >
        {related ? text.title : t('lines')}
      </RowButton>
      {mounted && (
        <Drawer
          open={open}
          title={t('linesTitle', { title: text.title, name: recordName(parent, row) })}
          size="min(1200px, 94vw)"
          destroyOnHidden
          onClose={() => {
            setOpen(false);
            reload();
          }}
          closable={{ 'aria-label': t('close') }}
        >
          {open && (
            <div data-testid={`lines-drawer-${lines.declared.key}`}>
              <ResourceListScreen resource={resource} />
            </div>
          )}
        </Drawer>
      )}
    </Authorized>
  );
};
