import { memo, useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { Locale, PageProblem } from '@retail/contract';
import { schemaAtPath, widgetEditorOf, type EditorField } from '@retail/widgets/editor';
import { widgetSchemaOf } from '@retail/widgets/schemas';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { fieldValue, type EditorComponent } from './editor-state';
import { editorMessages } from './editor.i18n';
import { FieldControl, fieldLabel } from './field-control';
import { fieldForPath, isFieldVisible, sectionOf, type FieldSection } from './field-visibility';
import { ComponentTools } from './component-tools';
import { zoneWidgetOf } from './hot-zone-fields';
import { GoodsBlockChooser, SpecificationBlockChooser } from './goods-block-chooser';
import { GOODS_BLOCKS, SPECIFICATION_BLOCKS } from './goods-items';
import type { EditorApi, Refusal } from './use-editor';

type Props = {
  editor: EditorApi;
  locale: Locale;
  labelOf: (type: string) => string;
  problems: readonly PageProblem[];
  /** A field to bring into view (a problem was clicked): the component's prop path. */
  focusPath: string | null;
  onFocused: () => void;
  onRefused: (refusal: Refusal) => void;
  onEditZones: (componentId: string) => void;
};

const SECTIONS: readonly FieldSection[] = ['style', 'params', 'data'];

const fieldId = (componentId: string, path: string) =>
  `field-${componentId}-${path.replace(/\./g, '-')}`;

const isValid = (type: string, path: string, value: unknown): boolean => {
  const props = widgetSchemaOf(type)?.props;
  const schema = props ? schemaAtPath(props, path) : undefined;
  return schema ? schema.safeParse(value).success : true;
};

/** The right pane: the chosen block's declared fields (style, params, data), or the page settings. */
export const PropertiesPanel = (props: Props) => {
  const { editor, locale, labelOf, problems, focusPath, onFocused, onRefused, onEditZones } = props;
  const t = useMessages(editorMessages);
  const panel = useRef<HTMLElement>(null);
  const component = editor.selected;

  useEffect(() => {
    if (focusPath === null || !component) return;
    const fields = widgetEditorOf(component.type)?.fields ?? [];
    const field = fieldForPath(fields, focusPath);
    const box =
      panel.current?.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(focusPath)}"]`) ??
      (field
        ? panel.current?.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(field.path)}"]`)
        : null);
    box?.scrollIntoView?.({ block: 'center' });
    box?.querySelector<HTMLElement>('input, textarea, button, [tabindex]')?.focus();
    onFocused();
  }, [focusPath, component, onFocused]);

  return (
    <aside
      ref={panel}
      aria-label={t('props.title')}
      style={{ flex: 1, minWidth: 320, maxWidth: 440, maxHeight: 760, overflowY: 'auto' }}
      data-testid="properties-panel"
    >
      {component ? (
        <ComponentFields
          component={component}
          editor={editor}
          locale={locale}
          label={labelOf(component.type)}
          problems={problems}
          onRefused={onRefused}
          onEditZones={onEditZones}
        />
      ) : (
        <PageSettings editor={editor} />
      )}
    </aside>
  );
};

const PageSettings = ({ editor }: { editor: EditorApi }) => {
  const t = useMessages(editorMessages);
  return (
    <section aria-labelledby="page-settings-title">
      <Typography.Title level={5} id="page-settings-title" style={{ marginTop: 0 }}>
        {t('props.page')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('props.nothing')}</Typography.Paragraph>
      <label htmlFor="page-title" style={{ display: 'block', marginBottom: 4 }}>
        {t('props.pageTitle')}
      </label>
      <Input
        id="page-title"
        maxLength={100}
        value={editor.doc.page.title}
        onChange={(e) => editor.setPage({ title: e.target.value }, true)}
      />
      <label htmlFor="page-background" style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('props.pageBackground')}
      </label>
      <Flex gap={8} align="center">
        <input
          type="color"
          aria-label={t('props.pageBackground')}
          value={
            /^#[0-9a-f]{6}$/i.test(editor.doc.page.background)
              ? editor.doc.page.background
              : '#f5f5f5'
          }
          onChange={(e) => editor.setPage({ background: e.target.value }, true)}
        />
        <Input
          id="page-background"
          style={{ width: 160 }}
          value={editor.doc.page.background}
          onChange={(e) => editor.setPage({ background: e.target.value.trim() }, true)}
        />
      </Flex>
    </section>
  );
};

type FieldsProps = {
  component: EditorComponent;
  editor: EditorApi;
  locale: Locale;
  label: string;
  problems: readonly PageProblem[];
  onRefused: (refusal: Refusal) => void;
  onEditZones: (componentId: string) => void;
};

const ComponentFields = (props: FieldsProps) => {
  const { component, editor, locale, label, problems, onRefused, onEditZones } = props;
  const t = useMessages(editorMessages);
  const manifest = widgetEditorOf(component.type);
  const locked = editor.locked.has(component.id);
  const fields = manifest?.fields ?? [];
  const zones = zoneWidgetOf(component.type);
  const goods = GOODS_BLOCKS[component.type];
  const specifications = SPECIFICATION_BLOCKS[component.type];
  const bySection = SECTIONS.map((section) => ({
    section,
    fields: fields.filter((field) => sectionOf(field) === section),
  })).filter((entry) => entry.fields.length > 0);
  const refuse = (refusal: Refusal | null) => {
    if (refusal) onRefused(refusal);
  };
  const read = (path: string) => fieldValue(component, path);
  // The rows' changes, made once (they read the latest editor through a ref): a row whose own
  // value did not change is not drawn again while another field is typed in.
  const latest = useRef({ editor, onRefused });
  latest.current = { editor, onRefused };
  const changes = useMemo<RowChanges>(() => {
    const refuseLatest = (refusal: Refusal | null) => {
      if (refusal) latest.current.onRefused(refusal);
    };
    return {
      one: (id, path, next, coalesce) =>
        refuseLatest(latest.current.editor.setField(id, path, next, coalesce)),
      many: (id, updates) => refuseLatest(latest.current.editor.setFields(id, updates)),
    };
  }, []);
  const row = (field: EditorField) => (
    <FieldRow
      key={field.path}
      field={field}
      value={read(field.path)}
      componentId={component.id}
      type={component.type}
      locale={locale}
      locked={locked}
      zonesImage={zones?.image}
      problems={problems}
      changes={changes}
    />
  );

  return (
    <section aria-labelledby="component-title" data-component-id={component.id}>
      <Typography.Title level={5} id="component-title" style={{ marginTop: 0 }}>
        {label}
      </Typography.Title>
      <ComponentTools component={component} editor={editor} label={label} onRefused={onRefused} />
      {locked && (
        <Alert type="info" showIcon style={{ margin: '8px 0' }} title={t('actions.lockedHint')} />
      )}
      {problems
        .filter((p) => p.componentId === component.id)
        .filter((p) => p.path === '' || !fields.some((f) => p.path.startsWith(f.path)))
        .map((p, i) => (
          <Alert key={i} type="error" showIcon style={{ margin: '8px 0' }} title={p.message} />
        ))}
      {!manifest && <Alert type="warning" title={t('props.unknown')} />}
      {goods && (
        <Flex style={{ margin: '8px 0' }}>
          <GoodsBlockChooser
            disabled={locked}
            max={goods.max}
            onChoose={(items) => refuse(editor.setField(component.id, goods.items, items))}
          />
        </Flex>
      )}
      {specifications && (
        <Flex style={{ margin: '8px 0' }}>
          <SpecificationBlockChooser
            disabled={locked}
            max={specifications.max}
            onChoose={(rows) => refuse(editor.setField(component.id, specifications.items, rows))}
          />
        </Flex>
      )}
      {zones && (
        <Flex style={{ margin: '8px 0' }}>
          <Button
            disabled={locked}
            data-testid="edit-hot-zones"
            onClick={() => onEditZones(component.id)}
          >
            {t('zones.edit')}
          </Button>
        </Flex>
      )}
      {bySection.map(({ section, fields: sectionFields }) => (
        <fieldset key={section} style={{ border: 'none', padding: 0, margin: '12px 0 0' }}>
          <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 8 }}>
            {t(`props.${section}`)}
          </legend>
          {sectionFields.filter((field) => isFieldVisible(field, component.props, read)).map(row)}
        </fieldset>
      ))}
    </section>
  );
};

type RowChanges = {
  one: (componentId: string, path: string, value: unknown, coalesce?: boolean) => void;
  many: (componentId: string, updates: readonly (readonly [string, unknown])[]) => void;
};

type RowProps = {
  field: EditorField;
  value: unknown;
  componentId: string;
  type: string;
  locale: Locale;
  locked: boolean;
  /** The hot-zone widget's image path, when the component has zones. */
  zonesImage: string | undefined;
  /** The page's problems (the row shows those of its field). */
  problems: readonly PageProblem[];
  changes: RowChanges;
};

/** One declared field: its label, its control, and what is wrong with its value. */
const FieldRow = memo((props: RowProps) => {
  const { field, value, componentId, type, locale, locked, zonesImage, problems, changes } = props;
  const t = useMessages(editorMessages);
  const id = fieldId(componentId, field.path);
  const invalid = !isValid(type, field.path, value);
  const grouped =
    field.control === 'list' || field.control === 'spacing' || field.control === 'link';
  const sizePaths = useMemo(
    () =>
      zonesImage && field.path === `${zonesImage}.url`
        ? { width: `${zonesImage}.width`, height: `${zonesImage}.height` }
        : undefined,
    [zonesImage, field.path],
  );
  return (
    <div data-field-path={field.path} style={{ marginBottom: 12 }}>
      <label
        htmlFor={id}
        id={`${id}-label`}
        style={{ display: 'block', marginBottom: 4, fontWeight: grouped ? 600 : undefined }}
      >
        {fieldLabel(field, locale)}
      </label>
      <FieldControl
        field={field}
        value={value}
        id={id}
        locale={locale}
        disabled={locked}
        invalid={invalid}
        sizePaths={sizePaths}
        onChange={(next, coalesce) => changes.one(componentId, field.path, next, coalesce)}
        onChangeMany={(updates) => changes.many(componentId, updates)}
      />
      {invalid && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('props.invalid')}
        </Typography.Text>
      )}
      {problems
        .filter(
          (p) =>
            p.componentId === componentId &&
            (p.path === field.path || p.path.startsWith(`${field.path}.`)),
        )
        .map((p, i) => (
          <Typography.Text key={i} type="danger" style={{ display: 'block', fontSize: 12 }}>
            {p.message}
          </Typography.Text>
        ))}
    </div>
  );
});
FieldRow.displayName = 'FieldRow';
