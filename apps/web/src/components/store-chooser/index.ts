export { StoreChooser, type StoreChooserProps } from './store-chooser';
export { StoreField, type StoreFieldProps } from './store-field';
