export * from './page-document.endpoints';
