import { useMemo, type ComponentType } from 'react';
import { Button, Flex, Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { resources } from '@retail/contract';
import {
  SpecificationSelect,
  specificationsResource,
  withDefaults,
} from '../../components/specification-chooser';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { Resource, ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { ResourceListScreen, resourceScreen } from '../../resources/resource-list-screen';
import { assignAction, groupAssignTarget, specificationAssignTarget } from './assign-organs';
import { goodsSpecificationMessages } from './goods-specification.i18n';
import { TypePropsField, TypePropsSelect } from './type-props-inputs';

// The registry's screens of specifications (goods-specification.resource.ts) with what they
// add: the organisations that use a group or a specification, a specification's values a
// click away, and a values list narrowed to the specification chosen above it.

export const SpecificationGroupScreen = resourceScreen({
  ...registryResource(resources.goodsSpecificationGroup),
  rowActions: assignAction(groupAssignTarget),
});

const SpecificationAssign = assignAction(specificationAssignTarget);

/** A specification row: its values (the items screen of that specification) and its organisations. */
const SpecificationActions = (props: ResourceActionsProps) => {
  const t = useMessages(goodsSpecificationMessages);
  const navigate = useNavigate();
  return (
    <>
      <Button
        type="link"
        size="small"
        data-testid={`row-items-${String(props.row.id)}`}
        onClick={() =>
          void navigate(`/goodsSpecificationItem/index?specificationId=${String(props.row.id)}`)
        }
      >
        {t('items.action')}
      </Button>
      <SpecificationAssign {...props} />
    </>
  );
};

export const SpecificationScreen = resourceScreen({
  ...specificationsResource,
  rowActions: SpecificationActions,
} as Resource);

type ParentSelectProps = {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId?: string;
  placeholder?: string;
  label?: string;
};

type ParentOptions = {
  resource: Resource;
  /** The parent's id field, also the URL parameter (`?specificationId=3`). */
  field: string;
  Select: ComponentType<ParentSelectProps>;
  label: string;
  placeholder: string;
};

/**
 * A child list narrowed to one parent chosen above it (or given in the URL): its rows are
 * that parent's, and adding starts with that parent.
 */
const ParentListScreen = ({ resource, field, Select, label, placeholder }: ParentOptions) => {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(field));
  const parent = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const narrowed = useMemo(
    () =>
      parent === undefined
        ? resource
        : { ...withDefaults(resource, { [field]: parent }), baseFilter: { [field]: parent } },
    [resource, field, parent],
  );
  return (
    <Flex vertical gap={12}>
      <Form layout="inline">
        <Form.Item label={label}>
          <Select
            testId={`parent-${field}`}
            label={label}
            placeholder={placeholder}
            value={parent}
            onChange={(value) =>
              setParams(typeof value === 'number' ? { [field]: String(value) } : {})
            }
          />
        </Form.Item>
      </Form>
      <ResourceListScreen resource={narrowed} />
    </Flex>
  );
};

const specificationItemsResource = registryResource(resources.goodsSpecificationItem);

export const SpecificationItemScreen = () => {
  const t = useMessages(goodsSpecificationMessages);
  return (
    <ParentListScreen
      resource={specificationItemsResource}
      field="specificationId"
      Select={SpecificationSelect}
      label={t('items.specification')}
      placeholder={t('items.chooseSpecification')}
    />
  );
};

/** A property's values, the property chosen as "category / property". */
const typePropsValuesResource = registryResource(resources.goodsTypePropsValue, {
  fields: { propsId: { input: TypePropsField, filterInput: TypePropsField } },
});

export const TypePropsValueScreen = () => {
  const t = useMessages(goodsSpecificationMessages);
  return (
    <ParentListScreen
      resource={typePropsValuesResource}
      field="propsId"
      Select={TypePropsSelect}
      label={t('props.propName')}
      placeholder={t('props.chooseProperty')}
    />
  );
};
