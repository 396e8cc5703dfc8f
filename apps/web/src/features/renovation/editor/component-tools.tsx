import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { widgetEditorOf } from '@retail/widgets/editor';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { fieldValue, type EditorComponent } from './editor-state';
import { editorMessages } from './editor.i18n';
import { OriginalImage } from './image-field';
import type { EditorApi, Refusal } from './use-editor';

// A padlock of our own: the icon set's one is shared with the shell, and importing it here
// would move it into a chunk the dashboard then loads on its own.
const Padlock = ({ open }: { open: boolean }) => (
  <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden focusable="false" fill="none">
    <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
    <path
      d={open ? 'M5 7V4.5a3 3 0 0 1 5.8-1' : 'M5 7V4.5a3 3 0 0 1 6 0V7'}
      stroke="currentColor"
      strokeWidth="1.6"
    />
  </svg>
);

type Props = {
  component: EditorComponent;
  editor: EditorApi;
  label: string;
  onRefused: (refusal: Refusal) => void;
};

/** The block's main picture: the first image field with an address. */
const pictureOf = (component: EditorComponent): string | null => {
  const fields = widgetEditorOf(component.type)?.fields ?? [];
  for (const field of fields) {
    if (field.control !== 'image' || field.path.startsWith('style.')) continue;
    const url = fieldValue(component, field.path);
    if (typeof url === 'string' && url) return url;
  }
  return null;
};

/**
 * The chosen block's actions (move, duplicate, hide, lock, delete) and the tool dialog 编辑工具
 * with the same actions spelled out and the block's picture at its original size (展示原图).
 */
export const ComponentTools = ({ component, editor, label, onRefused }: Props) => {
  const t = useMessages(editorMessages);
  const { modal } = App.useApp();
  const [tools, setTools] = useState(false);
  const [original, setOriginal] = useState<string | null>(null);
  const id = component.id;
  const locked = editor.locked.has(id);
  const at = editor.doc.components.findIndex((c) => c.id === id);
  const refuse = (refusal: Refusal | null) => {
    if (refusal) onRefused(refusal);
  };
  const remove = () =>
    void modal.confirm({
      title: t('actions.removeConfirm', { name: label }),
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'remove-confirm' },
      onOk: () => refuse(editor.remove(id)),
    });
  const picture = pictureOf(component);
  const actions = [
    {
      key: 'up',
      icon: <ArrowUpOutlined />,
      text: t('actions.moveUp'),
      disabled: locked || at <= 0,
      run: () => refuse(editor.nudge(id, -1)),
    },
    {
      key: 'down',
      icon: <ArrowDownOutlined />,
      text: t('actions.moveDown'),
      disabled: locked || at >= editor.doc.components.length - 1,
      run: () => refuse(editor.nudge(id, 1)),
    },
    {
      key: 'duplicate',
      icon: <CopyOutlined />,
      text: t('actions.duplicate'),
      disabled: false,
      run: () => refuse(editor.duplicate(id)),
    },
    {
      key: 'hide',
      icon: component.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />,
      text: component.hidden ? t('actions.show') : t('actions.hide'),
      disabled: locked,
      run: () => refuse(editor.setHidden(id, !component.hidden)),
    },
    {
      key: 'lock',
      icon: <Padlock open={locked} />,
      text: locked ? t('actions.unlock') : t('actions.lock'),
      disabled: false,
      run: () => editor.toggleLock(id),
    },
    {
      key: 'remove',
      icon: <DeleteOutlined />,
      text: t('actions.remove'),
      disabled: locked,
      run: remove,
    },
  ];
  return (
    <>
      <Flex gap={4} wrap role="toolbar" aria-label={label}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            icon={action.icon}
            aria-label={action.text}
            title={action.text}
            data-testid={`block-${action.key}`}
            danger={action.key === 'remove'}
            disabled={action.disabled}
            onClick={action.run}
          />
        ))}
        <Button
          size="small"
          icon={<ToolOutlined />}
          aria-label={t('actions.tools')}
          data-testid="block-tools"
          onClick={() => setTools(true)}
        >
          {t('actions.tools')}
        </Button>
      </Flex>
      <Modal
        open={tools}
        title={t('tools.title')}
        onCancel={() => setTools(false)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('tools.intro', { name: label })}</Typography.Paragraph>
        <Flex vertical gap={8} data-testid="tool-dialog">
          {actions.map((action) => (
            <Button
              key={action.key}
              icon={action.icon}
              aria-label={action.text}
              danger={action.key === 'remove'}
              disabled={action.disabled}
              onClick={() => {
                setTools(false);
                action.run();
              }}
            >
              {action.text}
            </Button>
          ))}
          <Button
            disabled={!picture}
            aria-label={t('original')}
            onClick={() => setOriginal(picture)}
          >
            {t('original')}
          </Button>
        </Flex>
      </Modal>
      <OriginalImage url={original} onClose={() => setOriginal(null)} />
    </>
  );
};
