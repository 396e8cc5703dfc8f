export { SpecificationChooser, type SpecificationChooserProps } from './specification-chooser';
export {
  GoodsTypeField,
  GroupField,
  GroupSelect,
  SPECIFICATION_GROUP_OPTIONS_KEY,
  SPECIFICATION_OPTIONS_KEY,
  SpecificationField,
  SpecificationSelect,
  useGroupOptions,
} from './specification-inputs';
export {
  addSpecificationResource,
  specificationsResource,
  withDefaults,
} from './specification.resource';
