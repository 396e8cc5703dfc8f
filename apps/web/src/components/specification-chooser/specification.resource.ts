import { endpoints, resources } from '@retail/contract';
import { textOf } from '../../lib/i18n/feature-messages';
import type { Resource, Row } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { specificationChooserMessages } from './specification-chooser.i18n';
import { GoodsTypeField } from './specification-inputs';

/** A resource whose add form starts from these values (a chooser's category, a screen's parent). */
export const withDefaults = <R extends Resource>(resource: R, defaults: Row): R => ({
  ...resource,
  resolved: resource.resolved.map((field) =>
    field.name in defaults && defaults[field.name] !== undefined
      ? { ...field, defaultValue: defaults[field.name] }
      : field,
  ),
});

/**
 * Specifications (console.md §3 "Specification") as their registry declaration shows them, the
 * category chosen on the tree and a specification without one shown as serving every
 * category: the goodsSpecification screen and the chooser's add dialog share it.
 */
export const specificationsResource = registryResource(resources.goodsSpecification, {
  fields: {
    goodsTypeId: { input: GoodsTypeField, filterInput: GoodsTypeField },
    goodsTypeName: {
      render: (value) =>
        typeof value === 'string' && value
          ? value
          : textOf(specificationChooserMessages)('general'),
    },
  },
});

/** The chooser's add dialog: the same fields, saved through add-specification. */
export const addSpecificationResource: Resource = {
  ...specificationsResource,
  endpoints: {
    ...specificationsResource.endpoints,
    edit: endpoints.goodsSpecificationGroupCalls.addSpecification,
  },
} as Resource;
