export * from './page-document.endpoints';
export * from './renovation-menu';
export * from './renovation-page.resource';
export * from './renovation.messages';
export * from './form-submission.resource';
