export * from './catalogue-fields';
export * from './catalogue.messages';
export * from './widget-catalogue';
export * from './renovation-theme.resource';
export * from './renovation-template.resource';
export * from './renovation-module.resource';
