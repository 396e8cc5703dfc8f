import { Button, Form } from 'antd';
import { useMessages } from '../lib/i18n/feature-messages';
import { Authorized } from '../lib/permission';
import type { Resource, ResolvedField, Row } from './define-resource';
import { FieldControl } from './field-control';
import type { ResourceText } from './resource-text';
import { resourceMessages } from './resources.i18n';
import { ScopeSelectors, type ScopeChoice } from './scope-selectors';

type Props = {
  resource: Resource;
  text: ResourceText;
  scope: ScopeChoice;
  onScopeChange: (next: ScopeChoice) => void;
  onSearch: (values: Row) => void;
};

/** The search area: the tenant and organisation selectors, the filter fields, search and reset. */
export const ResourceSearch = ({ resource, text, scope, onScopeChange, onSearch }: Props) => {
  const t = useMessages(resourceMessages);
  const [form] = Form.useForm<Row>();
  const filters = resource.resolved.filter((field) => field.filter);
  const optionsOf = (field: ResolvedField) =>
    field.kind === 'switch' && !field.dictionary
      ? [
          { value: true, label: t('yes') },
          { value: false, label: t('no') },
        ]
      : text.options(field);
  const search = (
    <Button type="primary" htmlType="submit" data-testid="list-search">
      {t('search')}
    </Button>
  );
  return (
    <Form
      form={form}
      // Its own id prefix: kept views and the edit dialog have fields of the same names.
      name={`search-${resource.key}`}
      layout="inline"
      onFinish={(values: Row) =>
        onSearch(
          Object.fromEntries(
            Object.entries(values).map(([name, value]) => {
              const field = filters.find((candidate) => candidate.name === name);
              return [
                name,
                field?.toFilter && value != null && value !== '' ? field.toFilter(value) : value,
              ];
            }),
          ),
        )
      }
      data-testid="list-search-area"
      style={{ rowGap: 8 }}
    >
      <ScopeSelectors
        value={scope}
        onChange={onScopeChange}
        tenant={resource.scope?.tenant ?? true}
        organ={resource.scope?.organ ?? true}
      />
      {filters.map((field) => (
        <Form.Item key={field.name} name={field.name} label={text.label(field.name)}>
          <FieldControl
            field={field}
            options={optionsOf(field)}
            row={null}
            label={text.label(field.name)}
            inSearch
          />
        </Form.Item>
      ))}
      <Form.Item>
        {resource.codes.list ? (
          <Authorized code={resource.codes.list}>{search}</Authorized>
        ) : (
          search
        )}
      </Form.Item>
      <Form.Item>
        <Button
          data-testid="list-reset"
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
};
