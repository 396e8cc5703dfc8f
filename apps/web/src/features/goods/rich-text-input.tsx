import { useRef, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  BoldOutlined,
  ItalicOutlined,
  PicCenterOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { GOODS_DESCRIBE_MAX } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsMessages } from './goods.i18n';
import { SafeHtml } from './safe-html';

type Format = 'bold' | 'italic' | 'list' | 'paragraph';

/** Wraps the selected text (or an empty spot) in the format's tags. */
export const applyFormat = (
  text: string,
  start: number,
  end: number,
  format: Format,
): { text: string; caret: number } => {
  const selected = text.slice(start, end);
  const inner =
    format === 'list'
      ? (selected || '')
          .split('\n')
          .map((line) => `<li>${line}</li>`)
          .join('')
      : selected;
  const tags: Record<Format, readonly [string, string]> = {
    bold: ['<strong>', '</strong>'],
    italic: ['<em>', '</em>'],
    list: ['<ul>', '</ul>'],
    paragraph: ['<p>', '</p>'],
  };
  const [open, close] = tags[format];
  const wrapped = `${open}${inner}${close}`;
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    caret: start + wrapped.length - close.length,
  };
};

const BUTTONS: Array<{ format: Format; icon: ReactNode }> = [
  { format: 'bold', icon: <BoldOutlined /> },
  { format: 'italic', icon: <ItalicOutlined /> },
  { format: 'list', icon: <UnorderedListOutlined /> },
  { format: 'paragraph', icon: <PicCenterOutlined /> },
];

/**
 * A small rich-text editor for the goods description: HTML source with bold, italic, list and
 * paragraph buttons, and a live preview of what shoppers see (sanitised).
 */
export const RichTextInput = ({
  value,
  onChange,
}: {
  value?: unknown;
  onChange?: (value: unknown) => void;
}) => {
  const t = useMessages(goodsMessages);
  const ref = useRef<TextAreaRef>(null);
  const text = typeof value === 'string' ? value : '';
  const format = (kind: Format) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = applyFormat(text, start, end, kind);
    onChange?.(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Flex vertical gap={8} data-testid="rich-text">
      <Flex gap={4}>
        {BUTTONS.map(({ format: kind, icon }) => (
          <Tooltip key={kind} title={t(`editor.${kind}`)}>
            <Button
              size="small"
              icon={icon}
              aria-label={t(`editor.${kind}`)}
              data-testid={`rich-text-${kind}`}
              onClick={() => format(kind)}
            />
          </Tooltip>
        ))}
      </Flex>
      <Input.TextArea
        ref={ref}
        data-testid="field-goodsDescribe"
        rows={5}
        placeholder={t('editor.placeholder')}
        maxLength={GOODS_DESCRIBE_MAX}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Card size="small" title={t('editor.preview')}>
        <SafeHtml html={text} testId="rich-text-preview" />
      </Card>
    </Flex>
  );
};
